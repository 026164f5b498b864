import { describe, expect, it } from 'vitest';
import { type AccessTokenSubject, issueAccessToken } from './access-token.ts';
import { generateSigningKey, loadSigningKey, toVerificationKey } from './signing-keys.ts';
import { verifyAccessTokenCached } from './verified-tokens.ts';

const issuer = 'http://localhost:3000/auth/v1';
const subject: AccessTokenSubject = {
  sub: '5b8f8a8e-0c0e-4d1c-9d55-3e1d6c1b9e12',
  email: 'someone@example.org',
  phone: '',
  app_metadata: {},
  user_metadata: {},
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 1 }],
  session_id: '6c9f8a8e-0c0e-4d1c-9d55-3e1d6c1b9e13',
  is_anonymous: false,
};

async function keyPair() {
  const signing = await loadSigningKey(await generateSigningKey());
  return { signing, verification: [await toVerificationKey(signing)] };
}

describe('verifyAccessTokenCached', () => {
  it('refuses a remembered token once it has expired', async () => {
    const { signing, verification } = await keyPair();
    const now = new Date('2026-05-01T10:00:00Z');
    const token = await issueAccessToken(signing, subject, { issuer, now, lifetimeSeconds: 60 });
    const claims = await verifyAccessTokenCached(verification, token.token, { issuer, now });
    expect(claims.session_id).toBe(subject.session_id);
    const later = new Date(now.getTime() + 59_000);
    expect((await verifyAccessTokenCached(verification, token.token, { issuer, now: later })).sub).toBe(
      subject.sub,
    );
    const atExpiry = new Date(now.getTime() + 60_000);
    await expect(
      verifyAccessTokenCached(verification, token.token, { issuer, now: atExpiry }),
    ).rejects.toMatchObject({
      code: 'bad_jwt',
      // GoTrue's wording, so a client that reads the message sees what Supabase Auth says.
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
  });

  it('does not carry a token accepted under one issuer or key set over to another', async () => {
    const { signing, verification } = await keyPair();
    const now = new Date();
    const token = await issueAccessToken(signing, subject, { issuer, now });
    await verifyAccessTokenCached(verification, token.token, { issuer, now });
    await expect(
      verifyAccessTokenCached(verification, token.token, { issuer: 'https://elsewhere/auth/v1', now }),
    ).rejects.toMatchObject({ code: 'bad_jwt' });
    const other = await keyPair();
    await expect(
      verifyAccessTokenCached(other.verification, token.token, { issuer, now }),
    ).rejects.toMatchObject({ code: 'bad_jwt' });
  });

  it('hands out claims no caller can change for the next request', async () => {
    const { signing, verification } = await keyPair();
    const now = new Date();
    const token = await issueAccessToken(signing, subject, { issuer, now });
    await verifyAccessTokenCached(verification, token.token, { issuer, now });
    const remembered = await verifyAccessTokenCached(verification, token.token, { issuer, now });
    expect(Object.isFrozen(remembered)).toBe(true);
  });
});
