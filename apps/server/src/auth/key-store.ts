import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Database } from '../platform/db/database.ts';
import { authSigningKeys } from '../platform/db/schema/auth.ts';
import {
  generateSigningKey,
  loadSigningKey,
  parseConfiguredSigningKey,
  type SigningKey,
  toVerificationKey,
  type VerificationKey,
} from './signing-keys.ts';

// Every process that shares a database signs with the same key: the first to start generates it and stores
// it, the others read it. AUTH_JWT_PRIVATE_KEY takes precedence (keys kept in a secret manager); the stored key
// is still accepted for verification so tokens issued before the switch keep working until they expire.

export type KeyStore = {
  signing: SigningKey;
  verification: VerificationKey[];
};

const CURRENT_SLOT = 'current';

async function readStoredKey(db: Database): Promise<SigningKey | undefined> {
  const [row] = await db.select().from(authSigningKeys).where(eq(authSigningKeys.slot, CURRENT_SLOT));
  return row ? loadSigningKey({ kid: row.kid, privateJwk: row.privateJwk as JWK }) : undefined;
}

async function createKeyStore(db: Database, configuredKey: string | undefined): Promise<KeyStore> {
  const configured = configuredKey ? await parseConfiguredSigningKey(configuredKey) : undefined;
  let stored = await readStoredKey(db);
  if (!configured && !stored) {
    const generated = await generateSigningKey();
    // Two processes starting together both try; the first insert wins and both then read the winner.
    await db
      .insert(authSigningKeys)
      .values({
        slot: CURRENT_SLOT,
        kid: generated.kid,
        privateJwk: generated.privateJwk as Record<string, unknown>,
      })
      .onConflictDoNothing();
    stored = await readStoredKey(db);
  }
  const signing = configured ?? stored;
  if (!signing) throw new Error('No access-token signing key could be loaded or created');
  const keys = [signing, ...(stored && stored.kid !== signing.kid ? [stored] : [])];
  return { signing, verification: await Promise.all(keys.map(toVerificationKey)) };
}

const keyStores = new WeakMap<Database, Map<string, Promise<KeyStore>>>();

/** The key store of a database, loaded once per process (and per configured key). */
export function getKeyStore(db: Database, configuredKey: string | undefined): Promise<KeyStore> {
  let byKey = keyStores.get(db);
  if (!byKey) {
    byKey = new Map();
    keyStores.set(db, byKey);
  }
  const cacheKey = configuredKey ?? '';
  let store = byKey.get(cacheKey);
  if (!store) {
    store = createKeyStore(db, configuredKey);
    // A failed load (database not ready) is retried on the next call rather than cached forever.
    store.catch(() => byKey?.delete(cacheKey));
    byKey.set(cacheKey, store);
  }
  return store;
}
