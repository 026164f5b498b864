import { describe, expect, it } from 'vitest';
import { tokenWith } from '../../test/fake-access-token.ts';
import { fakeSession } from '../../test/render-app.tsx';
import { currentLevel, needsSecondFactor, verifiedTotpFactorId } from './assurance.ts';

const factor = (status: 'verified' | 'unverified') => ({
  id: 'f0000000-0000-4000-8000-000000000001',
  factor_type: 'totp' as const,
  status,
  created_at: new Date(0).toISOString(),
  updated_at: new Date(0).toISOString(),
});

describe('two-step sign-in from the session', () => {
  it('reads the aal claim, and nothing from a token it cannot read', () => {
    expect(currentLevel(tokenWith({ aal: 'aal2' }))).toBe('aal2');
    expect(currentLevel(tokenWith({ aal: 'aal1', name: 'Zoë ✓' }))).toBe('aal1');
    expect(currentLevel('not a token')).toBeNull();
  });

  it('asks for the code when a verified factor exists and the session is aal1, not otherwise', () => {
    const session = fakeSession();
    expect(needsSecondFactor(null)).toBe(false);
    expect(needsSecondFactor({ ...session, access_token: tokenWith({ aal: 'aal1' }) })).toBe(false);
    const unverified = { ...session, user: { ...session.user, factors: [factor('unverified')] } };
    expect(needsSecondFactor({ ...unverified, access_token: tokenWith({ aal: 'aal1' }) })).toBe(false);
    const verified = { ...session, user: { ...session.user, factors: [factor('verified')] } };
    expect(needsSecondFactor({ ...verified, access_token: tokenWith({ aal: 'aal1' }) })).toBe(true);
    expect(needsSecondFactor({ ...verified, access_token: tokenWith({ aal: 'aal2' }) })).toBe(false);
    expect(verifiedTotpFactorId(verified)).toBe(factor('verified').id);
    expect(verifiedTotpFactorId(unverified)).toBeNull();
  });
});
