import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Post } from '@amparo/contract/community/community-models';
import type { CreatePostRequest } from '@amparo/contract/community/create-post';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { uniqueTestAddress } from '../../auth/auth-test-server.ts';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { communityBlocks, communityMembers } from '../../platform/db/schema/community.ts';
import { createLocalObjectStorage } from '../../platform/storage/local-object-storage.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { createTestConfig } from '../../test/test-app.ts';
import { type FamilyPerson, signUp } from '../family/family-test-app.ts';

// For the community's integration tests: the whole app with its own folder of stored objects, people signed up
// through the real /auth/v1 endpoints and made members through PUT /community/me, with an account old enough
// that a link is not held (unless a test asks for a new one).

export type CommunityPerson = FamilyPerson & { displayName: string };
export type CommunityTestApp = { app: FastifyInstance; storage: ObjectStorage };
export type Answer<T = unknown> = { status: number; body: T; headers: Record<string, unknown>; raw: Buffer };

export async function startCommunityTestApp(db: Database): Promise<CommunityTestApp> {
  const config = createTestConfig({ trustProxy: true, publicUrl: 'https://amparo.test' });
  const objectsDir = mkdtempSync(join(tmpdir(), 'amparo-community-objects-'));
  const storage = createLocalObjectStorage(objectsDir);
  const app = await buildApp({ config, db, storage, jobWorker: false });
  app.addHook('onClose', async () => rmSync(objectsDir, { recursive: true, force: true }));
  return { app, storage };
}

let nameCounter = 0;
export function uniqueDisplayName(label = 'Vecina'): string {
  nameCounter += 1;
  return `${label} ${Date.now().toString(36)}${nameCounter}`;
}

/** Signs a person up; without `member: false` also gives them a display name. */
export async function signUpMember(
  app: FastifyInstance,
  db: Database,
  options: { member?: boolean; newAccount?: boolean; displayName?: string; email?: string } = {},
): Promise<CommunityPerson> {
  const person = await signUp(app, db, { email: options.email });
  if (!options.newAccount) {
    await db
      .update(authUsers)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(authUsers.id, person.id));
  }
  const displayName = options.displayName ?? uniqueDisplayName();
  if (options.member !== false) {
    const joined = await call(app, person)('PUT', '/community/me', { display_name: displayName });
    if (joined.status !== 200) throw new Error(`Could not join: ${JSON.stringify(joined.body)}`);
  }
  return { ...person, displayName };
}

export function call(app: FastifyInstance, person: FamilyPerson | null) {
  return async <T = never>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const response = await app.inject({
      method,
      url: `/api/v1${path}`,
      headers: {
        'x-forwarded-for': uniqueTestAddress(),
        ...(person ? { authorization: `Bearer ${person.token}` } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      body: (isJson && response.body ? response.json() : undefined) as T,
      headers: response.headers,
      raw: response.rawPayload,
    };
  };
}

export function postBody(overrides: Partial<CreatePostRequest> = {}): CreatePostRequest {
  return {
    kind: 'post',
    topic: 'documents',
    language: 'en',
    body: 'Where do I renew a work permit?',
    ...overrides,
  };
}

export async function createPost(
  app: FastifyInstance,
  person: FamilyPerson,
  overrides: Partial<CreatePostRequest> = {},
): Promise<Post> {
  const answer = await call(app, person)<Post>('POST', '/community/posts', postBody(overrides));
  if (answer.status !== 201)
    throw new Error(`Could not post: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function block(db: Database, blocker: FamilyPerson, blocked: FamilyPerson): Promise<void> {
  await db.insert(communityBlocks).values({ blockerUserId: blocker.id, blockedUserId: blocked.id });
}

export async function ban(db: Database, person: FamilyPerson): Promise<void> {
  await db
    .update(communityMembers)
    .set({ bannedAt: new Date(), bannedReason: 'spam' })
    .where(eq(communityMembers.userId, person.id));
}
