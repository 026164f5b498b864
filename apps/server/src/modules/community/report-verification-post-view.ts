import type { Post } from '@amparo/contract/community/community-models';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  communityMembers,
  communityPostImages,
  communityPosts,
  communityReactions,
} from '../../platform/db/schema/community.ts';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';
import { isOwner } from '../owner/owner-roles-repo.ts';

// One post as the verification endpoint answers it (the `Post` model), read after the decision is saved.

/** The listing Amparo verified that this account manages, or Amparo itself for an owner; null otherwise. */
export async function verifiedOrganizationOf(db: Database, userId: string): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ name: legalServiceOrganizations.name })
    .from(legalServiceOrganizations)
    .where(
      and(
        eq(legalServiceOrganizations.managedByUserId, userId),
        isNotNull(legalServiceOrganizations.verifiedAt),
        eq(legalServiceOrganizations.hidden, false),
      ),
    )
    .orderBy(asc(legalServiceOrganizations.name))
    .limit(1);
  if (row) return { name: row.name };
  return (await isOwner(db, userId)) ? { name: 'Amparo' } : null;
}

export async function postView(db: Database, postId: string, callerUserId: string): Promise<Post | null> {
  const [row] = await db
    .select({ post: communityPosts, member: communityMembers })
    .from(communityPosts)
    .leftJoin(communityMembers, eq(communityMembers.userId, communityPosts.authorUserId))
    .where(eq(communityPosts.id, postId));
  if (!row) return null;
  const { post, member } = row;
  const images = await db
    .select()
    .from(communityPostImages)
    .where(eq(communityPostImages.postId, postId))
    .orderBy(asc(communityPostImages.position));
  const [helpful] = await db
    .select({ userId: communityReactions.userId })
    .from(communityReactions)
    .where(and(eq(communityReactions.postId, postId), eq(communityReactions.userId, callerUserId)));
  return {
    id: post.id,
    author: {
      // A post outlives nothing without its member row (both cascade from the account); the fallbacks are for types.
      member_id: member?.memberId ?? post.authorUserId,
      display_name: member?.displayName ?? '',
      is_you: post.authorUserId === callerUserId,
      verified_organization: await verifiedOrganizationOf(db, post.authorUserId),
    },
    kind: post.kind,
    topic: post.topic,
    language: post.language,
    body: post.body,
    images: images.map((image) => ({
      id: image.id,
      url: `/api/v1/community/images/${image.id}`,
      width: image.width,
      height: image.height,
    })),
    area:
      post.reportArea !== null && post.reportState !== null
        ? { area: post.reportArea, state: post.reportState }
        : null,
    verification: post.verification,
    verification_note: post.verificationNote,
    verified_at: post.verifiedAt?.toISOString() ?? null,
    labels: post.labels.filter((label): label is Post['labels'][number] => label === 'scam_warning'),
    status: post.status,
    pinned: post.pinned,
    helpful_count: post.helpfulCount,
    you_found_helpful: helpful !== undefined,
    comment_count: post.commentCount,
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
  };
}
