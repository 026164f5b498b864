import { describe, expect, it } from 'vitest';
import { isOnboardingComplete, type OnboardingFields } from './onboarding-state.ts';

const answered: OnboardingFields = {
  entry_method: 'refugee_asylee',
  current_status: 'green_card',
  is_eligible: true,
  legal_consent_accepted: true,
};

describe('isOnboardingComplete', () => {
  it('needs both answers and the consent', () => {
    expect(isOnboardingComplete(answered)).toBe(true);
    expect(isOnboardingComplete({ ...answered, entry_method: null })).toBe(false);
    expect(isOnboardingComplete({ ...answered, current_status: null })).toBe(false);
    expect(isOnboardingComplete({ ...answered, legal_consent_accepted: false })).toBe(false);
  });

  it('does not wait for a status from someone who entered without inspection', () => {
    expect(
      isOnboardingComplete({
        entry_method: 'entered_without_inspection',
        current_status: null,
        is_eligible: false,
        legal_consent_accepted: true,
      }),
    ).toBe(true);
  });
});
