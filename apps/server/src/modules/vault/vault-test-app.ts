import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateKeyringRequest } from '@amparo/contract/vault/keyring';
import type { StartUploadResponse } from '@amparo/contract/vault/uploads';
import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { uniqueEmail, uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { createLocalObjectStorage } from '../../platform/storage/local-object-storage.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { createTestConfig } from '../../test/test-app.ts';

// For the vault's integration tests: the whole app with its own folder of stored objects (so a test can look
// at exactly what was stored), people signed up through the real /auth/v1 endpoints, and small helpers that
// speak the wire format.

export type VaultTestApp = { app: FastifyInstance; storage: ObjectStorage; config: Config };
export type VaultPerson = { id: string; token: string; email: string };
export type ApiResult<T = unknown> = { status: number; body: T; headers: Record<string, unknown> };

export async function startVaultTestApp(
  db: Database,
  overrides: Partial<Config> = {},
): Promise<VaultTestApp> {
  const config = createTestConfig({ trustProxy: true, ...overrides });
  const objectsDir = mkdtempSync(join(tmpdir(), 'amparo-vault-objects-'));
  const storage = createLocalObjectStorage(objectsDir);
  const app = await buildApp({ config, db, storage, jobWorker: false });
  // The stored ciphertext of a test run is of no use afterwards.
  app.addHook('onClose', async () => rmSync(objectsDir, { recursive: true, force: true }));
  return { app, storage, config };
}

export async function signUpVaultPerson(
  app: FastifyInstance,
  db: Database,
  options: { plan?: 'full' | 'basic'; eligible?: boolean } = {},
): Promise<VaultPerson> {
  const email = uniqueEmail('vault');
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { 'x-forwarded-for': uniqueTestAddress() },
    payload: { email, password: 'violet tundra compass', data: {} },
  });
  const body = response.json() as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`Sign-up gave no session: ${response.body}`);
  await db
    .update(profiles)
    .set({ hasAccess: (options.plan ?? 'full') === 'full', isEligible: options.eligible ?? true })
    .where(eq(profiles.id, body.user.id));
  return { id: body.user.id, token: body.access_token, email };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** JSON calls to /api/v1 as a person (or as nobody). */
export function vaultApi(app: FastifyInstance, person: VaultPerson | null) {
  return async <T = unknown>(method: Method, path: string, payload?: unknown): Promise<ApiResult<T>> => {
    const response = await app.inject({
      method,
      url: `/api/v1${path}`,
      headers: person ? { authorization: `Bearer ${person.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : response.rawPayload) as T,
      headers: response.headers,
    };
  };
}

export async function putPart(
  app: FastifyInstance,
  person: VaultPerson,
  uploadId: string,
  partNumber: number | string,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
): Promise<ApiResult> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/vault/uploads/${uploadId}/parts/${partNumber}`,
    headers: { authorization: `Bearer ${person.token}`, 'content-type': contentType },
    payload: Buffer.from(bytes),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** Random base64url text of `bytes` bytes: stands in for a wrapped key or sealed metadata. */
export function opaque(bytes = 60): string {
  return randomBytes(bytes).toString('base64url');
}

/** A keyring with random stand-ins: the server cannot tell it from a real one, which is the point. */
export function fakeKeyring(): CreateKeyringRequest {
  return {
    kdf: { algorithm: 'argon2id', salt: opaque(16), memory_kib: 65_536, iterations: 3, parallelism: 1 },
    wrapped_by_passphrase: opaque(),
    wrapped_by_recovery: opaque(),
    public_key: opaque(65),
    wrapped_private_key: opaque(200),
  };
}

/**
 * Uploads `parts` as one version (a new document, or a new version of `documentId`) and completes it. Returns
 * the document as the server answers it.
 */
export async function uploadDocument(
  app: FastifyInstance,
  person: VaultPerson,
  parts: Uint8Array[],
  options: {
    documentId?: string;
    encryptedMetadata?: string;
    wrappedFileKey?: string;
    shareKeys?: { share_id: string; wrapped_file_key: string }[];
    proofLinkKeys?: { link_id: string; wrapped_file_key: string }[];
  } = {},
): Promise<VaultDocument> {
  const api = vaultApi(app, person);
  const size = parts.reduce((total, part) => total + part.length, 0);
  const started = await api<StartUploadResponse>('POST', '/vault/uploads', {
    size,
    ...(options.documentId ? { document_id: options.documentId } : {}),
  });
  if (started.status !== 201)
    throw new Error(`start upload: ${started.status} ${JSON.stringify(started.body)}`);
  for (const [index, part] of parts.entries()) {
    const sent = await putPart(app, person, started.body.upload_id, index, part);
    if (sent.status !== 200) throw new Error(`part ${index}: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  const completed = await api<VaultDocument>('POST', `/vault/uploads/${started.body.upload_id}/complete`, {
    part_count: parts.length,
    size,
    encrypted_metadata: options.encryptedMetadata ?? opaque(),
    wrapped_file_key: options.wrappedFileKey ?? opaque(),
    share_keys: options.shareKeys ?? [],
    proof_link_keys: options.proofLinkKeys ?? [],
  });
  if (completed.status !== 200) {
    throw new Error(`complete: ${completed.status} ${JSON.stringify(completed.body)}`);
  }
  return completed.body;
}
