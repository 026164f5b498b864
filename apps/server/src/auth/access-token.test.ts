import { decodeJwt, decodeProtectedHeader, exportPKCS8, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AccessTokenSubject, issueAccessToken, verifyAccessToken } from './access-token.ts';
import { AuthError } from './auth-error.ts';
import {
  generateSigningKey,
  loadSigningKey,
  parseConfiguredSigningKey,
  toJwks,
  toVerificationKey,
} from './signing-keys.ts';

const issuer = 'http://localhost:3000/auth/v1';

const subject: AccessTokenSubject = {
  sub: '6f0c5b9e-2f5c-4a8f-9d3e-1b2c3d4e5f60',
  email: 'maria@example.org',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { locale: 'es' },
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 1_700_000_000 }],
  session_id: '0d9b1e9c-5b0e-4a53-8f0e-7c3e0c1f2a11',
  is_anonymous: false,
};

async function freshKey() {
  return loadSigningKey(await generateSigningKey());
}

describe('access tokens', () => {
  it('carry exactly the protocol claims, one hour, signed ES256 with the key id', async () => {
    const key = await freshKey();
    const now = new Date('2026-03-01T12:00:00Z');
    const issued = await issueAccessToken(key, subject, { issuer, now });
    const claims = decodeJwt(issued.token);
    expect(Object.keys(claims).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    );
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'authenticated',
      role: 'authenticated',
      sub: subject.sub,
    });
    expect(claims.exp).toBe((claims.iat ?? 0) + 3600);
    expect(issued).toMatchObject({ expiresIn: 3600, expiresAt: now.getTime() / 1000 + 3600 });
    expect(decodeProtectedHeader(issued.token)).toEqual({ alg: 'ES256', kid: key.kid, typ: 'JWT' });
  });

  it('verify with the published key and give back the claims', async () => {
    const key = await freshKey();
    const { token } = await issueAccessToken(key, subject, { issuer });
    const claims = await verifyAccessToken([await toVerificationKey(key)], token, { issuer });
    expect(claims.session_id).toBe(subject.session_id);
    expect(claims.amr).toEqual(subject.amr);
  });

  it('refuse an expired token, another issuer, another key and a tampered payload as bad_jwt', async () => {
    const key = await freshKey();
    const verification = [await toVerificationKey(key)];
    const past = new Date(Date.now() - 2 * 3600 * 1000);
    const expired = await issueAccessToken(key, subject, { issuer, now: past });
    const otherIssuer = await issueAccessToken(key, subject, { issuer: 'https://evil.example/auth/v1' });
    const otherKey = await issueAccessToken(await freshKey(), subject, { issuer });
    const [head, body, signature] = (await issueAccessToken(key, subject, { issuer })).token.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    // Each refusal reads as GoTrue's does: "invalid JWT: unable to parse or verify signature, <why>".
    const cases: [string, string][] = [
      [expired.token, 'token has invalid claims: token is expired'],
      [otherIssuer.token, 'token has invalid claims: token has invalid issuer'],
      [otherKey.token, 'token is unverifiable: no signing key has its kid'],
      [`${head}.${forgedBody}.${signature}`, 'token signature is invalid'],
      ['not.a-token', 'token is malformed'],
    ];
    for (const [token, reason] of cases) {
      const failure = await verifyAccessToken(verification, token, { issuer }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(AuthError);
      expect(failure).toMatchObject({
        status: 403,
        code: 'bad_jwt',
        message: `invalid JWT: unable to parse or verify signature, ${reason}`,
      });
    }
  });
});

describe('signing keys', () => {
  it('keep the same key id through storage, and publish only the public half', async () => {
    const stored = await generateSigningKey();
    const key = await loadSigningKey(JSON.parse(JSON.stringify(stored)));
    expect(key.kid).toBe(stored.kid);
    const jwks = toJwks([key]);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', kid: key.kid, alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('read AUTH_JWT_PRIVATE_KEY as a JWK or as PEM, and refuse anything else without echoing it', async () => {
    const stored = await generateSigningKey();
    expect((await parseConfiguredSigningKey(JSON.stringify(stored.privateJwk))).kid).toBe(stored.kid);

    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const pem = await exportPKCS8(privateKey);
    const fromPem = await parseConfiguredSigningKey(pem.replace(/\n/g, '\\n'));
    const token = await issueAccessToken(fromPem, subject, { issuer });
    await expect(
      verifyAccessToken([await toVerificationKey(fromPem)], token.token, { issuer }),
    ).resolves.toMatchObject({ sub: subject.sub });

    const secret = 'super-secret-not-a-key';
    await expect(parseConfiguredSigningKey(secret)).rejects.toThrow(/JWK|PEM/);
    await expect(parseConfiguredSigningKey(secret)).rejects.not.toThrow(secret);
    const rsa = await generateKeyPair('RS256', { extractable: true });
    await expect(parseConfiguredSigningKey(await exportPKCS8(rsa.privateKey))).rejects.toThrow(/P-256/);
  });
});
