import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './account/profile-api.ts';
import { isNotEligibleError, isPlanRequiredError } from './plan-required.ts';

describe('isPlanRequiredError', () => {
  it('recognises the server’s 403 plan_required', () => {
    expect(isPlanRequiredError(new ApiRequestError(403, 'plan_required', 'Full Protection needed'))).toBe(
      true,
    );
    expect(isPlanRequiredError({ code: 'plan_required', message: 'Full Protection needed' })).toBe(true);
    expect(
      isPlanRequiredError(
        new Error('upload failed', { cause: new ApiRequestError(403, 'plan_required', '') }),
      ),
    ).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isPlanRequiredError(new ApiRequestError(403, 'forbidden', 'Not yours'))).toBe(false);
    expect(isPlanRequiredError(new ApiRequestError(401, 'unauthorized', 'Sign in'))).toBe(false);
    // The code on a status other than 403 is not the server's plan check.
    expect(isPlanRequiredError(new ApiRequestError(500, 'plan_required', ''))).toBe(false);
    expect(isPlanRequiredError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isPlanRequiredError('plan_required')).toBe(false);
    expect(isPlanRequiredError(null)).toBe(false);
    expect(isPlanRequiredError(undefined)).toBe(false);
  });
});

describe('isNotEligibleError', () => {
  it('recognises the server’s 403 not_eligible and nothing else', () => {
    expect(isNotEligibleError(new ApiRequestError(403, 'not_eligible', 'Not eligible'))).toBe(true);
    expect(isNotEligibleError({ code: 'not_eligible', message: '' })).toBe(true);
    expect(isNotEligibleError(new ApiRequestError(403, 'plan_required', ''))).toBe(false);
    expect(isPlanRequiredError(new ApiRequestError(403, 'not_eligible', ''))).toBe(false);
  });
});
