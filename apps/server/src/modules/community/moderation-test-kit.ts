import type { PostKind } from '@amparo/contract/community/community-limits';
import type { Database } from '../../platform/db/database.ts';
import { communityComments, communityMembers, communityPosts } from '../../platform/db/schema/community.ts';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';

// For the safety tests: members, posts and comments written straight into the database (the posts API is another
// part of the community), in the state each test needs.

export async function makeMember(db: Database, userId: string, displayName: string): Promise<string> {
  const [row] = await db
    .insert(communityMembers)
    .values({ userId, displayName, displayNameKey: `${displayName.toLowerCase()}-${userId}` })
    .returning({ memberId: communityMembers.memberId });
  if (!row) throw new Error('No member row');
  return row.memberId;
}

export async function writePost(
  db: Database,
  authorUserId: string,
  overrides: Partial<typeof communityPosts.$inferInsert> & { kind?: PostKind } = {},
): Promise<string> {
  const kind = overrides.kind ?? 'post';
  const [row] = await db
    .insert(communityPosts)
    .values({
      authorUserId,
      topic: 'rights',
      language: 'en',
      body: 'Know your rights at the door.',
      ...(kind === 'enforcement_report'
        ? { verification: 'unverified', reportArea: 'East Houston', reportState: 'TX' }
        : {}),
      ...overrides,
      kind,
    })
    .returning({ id: communityPosts.id });
  if (!row) throw new Error('No post row');
  return row.id;
}

export async function writeComment(
  db: Database,
  postId: string,
  authorUserId: string,
  overrides: Partial<typeof communityComments.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(communityComments)
    .values({ postId, authorUserId, body: 'Thank you for this.', ...overrides })
    .returning({ id: communityComments.id });
  if (!row) throw new Error('No comment row');
  return row.id;
}

/** A registry entry the account manages; verified unless told otherwise. */
export async function manageOrganization(
  db: Database,
  userId: string,
  options: { verified?: boolean; name?: string } = {},
): Promise<void> {
  await db.insert(legalServiceOrganizations).values({
    name: options.name ?? 'Houston Rapid Response Network',
    kind: 'nonprofit',
    description: { en: 'Rapid response.' },
    website: 'https://rrn.example.org',
    lastCheckedOn: '2026-11-01',
    verifiedAt: options.verified === false ? null : new Date(),
    managedByUserId: userId,
  });
}
