import { describe, expect, it } from 'vitest';
import { MAX_DEPENDENTS_WITH_ACCESS, maxDependents } from '../profile/profile.ts';
import {
  dependentsIncluded,
  isPaidPlanId,
  isPlanId,
  PAID_PLAN_IDS,
  PLAN_IDS,
  PLANS,
  planFeatures,
} from './plans.ts';

describe('PLANS', () => {
  it('keeps Basic free forever', () => {
    expect(PLANS.basic).toMatchObject({
      priceCents: 0,
      billing: 'free',
      currency: 'USD',
      recommended: false,
    });
  });

  it('charges Full Protection once, $100 in cents, and recommends it', () => {
    expect(PLANS.full_protection).toMatchObject({
      priceCents: 10000,
      billing: 'one_time',
      currency: 'USD',
      recommended: true,
      maxFamilyMembers: 5,
    });
  });

  it('recommends exactly one plan', () => {
    expect(PLAN_IDS.filter((id) => PLANS[id].recommended)).toEqual(['full_protection']);
  });

  it('keys every plan by its own id', () => {
    for (const id of PLAN_IDS) expect(PLANS[id].id).toBe(id);
    expect(Object.keys(PLANS).sort()).toEqual([...PLAN_IDS].sort());
  });

  it('gives Full Protection everything Basic has plus its own features', () => {
    expect(planFeatures('basic')).toEqual(['basic_emergency_tools', 'community_access', 'basic_support']);
    expect(planFeatures('full_protection')).toEqual([
      'basic_emergency_tools',
      'community_access',
      'basic_support',
      'full_emergency_toolkit',
      'secure_document_storage',
      'priority_support',
      'family_protection',
    ]);
  });

  it('recognises only real plan ids', () => {
    expect(isPlanId('full_protection')).toBe(true);
    expect(isPlanId('basic')).toBe(true);
    expect(isPlanId('individual')).toBe(false);
    expect(isPlanId('__proto__')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it('counts the holder among the five members, so Full Protection includes four dependents', () => {
    expect(dependentsIncluded('full_protection')).toBe(4);
    expect(dependentsIncluded('basic')).toBe(0);
    // The profile's limit on dependents and the plan's promise are the same number.
    expect(dependentsIncluded('full_protection')).toBe(MAX_DEPENDENTS_WITH_ACCESS);
    expect(dependentsIncluded('basic')).toBe(maxDependents(false));
  });

  it('lets a checkout be opened only for plans that cost something', () => {
    expect(PAID_PLAN_IDS).toEqual(PLAN_IDS.filter((id) => PLANS[id].priceCents > 0));
    expect(isPaidPlanId('full_protection')).toBe(true);
    expect(isPaidPlanId('basic')).toBe(false);
    expect(isPaidPlanId('toString')).toBe(false);
  });
});
