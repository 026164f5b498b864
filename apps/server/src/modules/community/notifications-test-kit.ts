import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@amparo/contract/community/community-limits';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import {
  communityComments,
  communityMembers,
  communityPosts,
  communityPushSubscriptions,
} from '../../platform/db/schema/community.ts';
import { type FamilyPerson, signUp } from '../family/family-test-app.ts';

// For the Alerts and Profile tests: people signed up through /auth/v1, made community members, posts and comments
// written straight into the tables (the posts part owns the endpoints that write them).

export type Member = FamilyPerson & { displayName: string };

export { api, startFamilyTestApp as startAlertsTestApp } from '../family/family-test-app.ts';

export async function signUpMember(
  app: FastifyInstance,
  db: Database,
  options: { push?: NotificationKind[]; member?: boolean } = {},
): Promise<Member> {
  const person = await signUp(app, db);
  const displayName = `Member ${randomUUID().slice(0, 8)}`;
  if (options.member !== false) {
    await db.insert(communityMembers).values({
      userId: person.id,
      displayName,
      displayNameKey: displayName.toLowerCase(),
      ...(options.push ? { notificationSettings: { push: options.push } } : {}),
    });
  }
  return { ...person, displayName };
}

export async function insertPost(
  db: Database,
  authorUserId: string,
  values: Partial<typeof communityPosts.$inferInsert> = {},
) {
  const [post] = await db
    .insert(communityPosts)
    .values({
      authorUserId,
      topic: 'general',
      language: 'en',
      body: 'A post about the clinic hours',
      ...values,
    })
    .returning();
  if (!post) throw new Error('no post');
  return post;
}

export async function insertComment(
  db: Database,
  authorUserId: string,
  postId: string,
  values: Partial<typeof communityComments.$inferInsert> = {},
) {
  const [comment] = await db
    .insert(communityComments)
    .values({ authorUserId, postId, body: 'Thank you, this helped', ...values })
    .returning();
  if (!comment) throw new Error('no comment');
  return comment;
}

export async function insertSubscription(
  db: Database,
  userId: string,
  values: Partial<typeof communityPushSubscriptions.$inferInsert> & {
    endpoint: string;
    p256dh: string;
    auth: string;
  },
) {
  const [row] = await db
    .insert(communityPushSubscriptions)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error('no subscription');
  return row;
}
