import { describe, expect, it } from 'vitest';
import {
  CURRENT_STATUSES,
  ENTRY_METHODS,
  isEligibleEntryMethod,
  maxDependents,
  ZEntryMethod,
} from './profile.ts';
import { ZUpdateProfileRequest } from './update-profile.ts';

describe('the eligibility answers', () => {
  it('offer the spec’s entry methods and statuses, in the form’s order', () => {
    expect(ENTRY_METHODS).toEqual([
      'visitor_visa',
      'student_work_visa',
      'refugee_asylee',
      'family_petition',
      'visa_waiver',
      'entered_without_inspection',
    ]);
    expect(CURRENT_STATUSES).toEqual([
      'active_visa',
      'green_card',
      'tps_daca',
      'pending_adjustment',
      'other',
    ]);
    expect(ZEntryMethod.safeParse('tourist').success).toBe(false);
  });

  it('make only entry without inspection ineligible', () => {
    expect(ENTRY_METHODS.filter((method) => !isEligibleEntryMethod(method))).toEqual([
      'entered_without_inspection',
    ]);
    expect(isEligibleEntryMethod(null)).toBe(true);
  });
});

describe('ZUpdateProfileRequest', () => {
  it('drops the fields only the server may write', () => {
    const parsed = ZUpdateProfileRequest.parse({
      entry_method: 'visa_waiver',
      has_access: true,
      payment_tier: 'family',
      payment_amount: 0,
      is_eligible: false,
      id: 'someone-else',
    });
    expect(parsed).toEqual({ entry_method: 'visa_waiver' });
  });

  it('drops dependents_count, which the server derives from the family', () => {
    expect(ZUpdateProfileRequest.parse({ dependents_count: 4, legal_consent_accepted: true })).toEqual({
      legal_consent_accepted: true,
    });
    expect(maxDependents(false)).toBe(0);
    expect(maxDependents(true)).toBe(4);
  });
});
