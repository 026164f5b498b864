import type { PostLanguage, PostTopic } from '@amparo/contract/community/community-limits';
import type { Database } from '../../platform/db/database.ts';
import {
  communityBlocks,
  communityComments,
  communityMembers,
  communityPosts,
} from '../../platform/db/schema/community.ts';

// For the live feed and search tests (issue 14): members, posts and comments written straight into the tables,
// as the posts part of the community would write them, so these tests do not depend on its endpoints.

export async function insertMember(db: Database, userId: string, displayName: string): Promise<void> {
  await db
    .insert(communityMembers)
    .values({ userId, displayName, displayNameKey: displayName.toLowerCase() })
    .onConflictDoNothing();
}

export async function insertPost(
  db: Database,
  values: {
    authorUserId: string;
    body: string;
    language?: PostLanguage;
    topic?: PostTopic;
    status?: 'visible' | 'held' | 'hidden';
    createdAt?: Date;
  },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(communityPosts)
    .values({
      authorUserId: values.authorUserId,
      body: values.body,
      language: values.language ?? 'en',
      topic: values.topic ?? 'general',
      status: values.status ?? 'visible',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: communityPosts.id, createdAt: communityPosts.createdAt });
  if (!row) throw new Error('No post inserted');
  return row;
}

export async function insertComment(
  db: Database,
  values: { postId: string; authorUserId: string; body: string; status?: 'visible' | 'held' | 'hidden' },
): Promise<string> {
  const [row] = await db
    .insert(communityComments)
    .values({ ...values, status: values.status ?? 'visible' })
    .returning({ id: communityComments.id });
  if (!row) throw new Error('No comment inserted');
  return row.id;
}

export async function block(db: Database, blockerUserId: string, blockedUserId: string): Promise<void> {
  await db.insert(communityBlocks).values({ blockerUserId, blockedUserId });
}
