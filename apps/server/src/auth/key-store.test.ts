import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { issueAccessToken, verifyAccessToken } from './access-token.ts';
import { getKeyStore } from './key-store.ts';
import { generateSigningKey } from './signing-keys.ts';

describe('getKeyStore', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('generates the key once and shares it through the database', async () => {
    const first = await getKeyStore(handle.db, undefined);
    // Another process on the same database: a new Database object, the same rows.
    const other = await getKeyStore(Object.create(handle.db), undefined);
    expect(other.signing.kid).toBe(first.signing.kid);
    const token = await issueAccessToken(first.signing, subject(), { issuer: 'x' });
    await expect(verifyAccessToken(other.verification, token.token, { issuer: 'x' })).resolves.toBeTruthy();
  });

  it('signs with AUTH_JWT_PRIVATE_KEY when set and still accepts tokens of the stored key', async () => {
    const stored = await getKeyStore(handle.db, undefined);
    const configured = await generateSigningKey();
    const store = await getKeyStore(handle.db, JSON.stringify(configured.privateJwk));
    expect(store.signing.kid).toBe(configured.kid);
    expect(store.verification.map((key) => key.kid)).toEqual([configured.kid, stored.signing.kid]);
    const old = await issueAccessToken(stored.signing, subject(), { issuer: 'x' });
    await expect(verifyAccessToken(store.verification, old.token, { issuer: 'x' })).resolves.toBeTruthy();
  });
});

function subject() {
  return {
    sub: '11111111-1111-4111-8111-111111111111',
    email: '',
    phone: '',
    app_metadata: {},
    user_metadata: {},
    aal: 'aal1' as const,
    amr: [],
    session_id: '22222222-2222-4222-8222-222222222222',
    is_anonymous: false,
  };
}
