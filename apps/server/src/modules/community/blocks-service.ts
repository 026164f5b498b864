import {
  CANNOT_BLOCK_YOURSELF,
  type ListBlockedMembersResponse,
  MEMBER_NOT_FOUND,
} from '@amparo/contract/community/community-blocks';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { communityBlocks, communityMembers } from '../../platform/db/schema/community.ts';
import { HttpError } from '../../platform/http/http-error.ts';

// Blocks (issue 14, point 8): the blocker stops seeing the blocked member's posts and comments; the blocked member
// is not told and sees nothing different, so blocking cannot provoke. Addressed by member id: the account id
// never leaves the server. Blocking needs no display name of one's own.

async function memberAccount(db: Database, memberId: string): Promise<string> {
  const [row] = await db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(eq(communityMembers.memberId, memberId));
  if (!row) throw new HttpError(404, MEMBER_NOT_FOUND, 'No member has this id');
  return row.userId;
}

export async function blockMember(db: Database, input: { userId: string; memberId: string; now?: Date }) {
  const blocked = await memberAccount(db, input.memberId);
  if (blocked === input.userId) throw new HttpError(400, CANNOT_BLOCK_YOURSELF, 'You cannot block yourself');
  await db
    .insert(communityBlocks)
    .values({ blockerUserId: input.userId, blockedUserId: blocked, createdAt: input.now })
    .onConflictDoNothing();
}

export async function unblockMember(db: Database, input: { userId: string; memberId: string }) {
  const blocked = await memberAccount(db, input.memberId);
  await db
    .delete(communityBlocks)
    .where(and(eq(communityBlocks.blockerUserId, input.userId), eq(communityBlocks.blockedUserId, blocked)));
}

export async function listBlockedMembers(db: Database, userId: string): Promise<ListBlockedMembersResponse> {
  const rows = await db
    .select({
      memberId: communityMembers.memberId,
      displayName: communityMembers.displayName,
      blockedAt: communityBlocks.createdAt,
    })
    .from(communityBlocks)
    .innerJoin(communityMembers, eq(communityMembers.userId, communityBlocks.blockedUserId))
    .where(eq(communityBlocks.blockerUserId, userId))
    .orderBy(desc(communityBlocks.createdAt), communityMembers.memberId);
  return {
    blocked: rows.map((row) => ({
      member_id: row.memberId,
      display_name: row.displayName,
      blocked_at: row.blockedAt.toISOString(),
    })),
  };
}
