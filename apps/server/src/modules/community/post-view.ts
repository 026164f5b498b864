import type { PostLabel } from '@amparo/contract/community/community-limits';
import { POST_LABELS } from '@amparo/contract/community/community-limits';
import type { Comment, CommunityAuthor, Post, PostImage } from '@amparo/contract/community/community-models';
import type { Database } from '../../platform/db/database.ts';
import { type MemberRow, membersByUserId, verifiedOrganizations } from './members-repo.ts';
import {
  type CommentRow,
  type ImageRow,
  imagesOfPosts,
  type PostRow,
  postsFoundHelpfulBy,
  visibleCommentCounts,
} from './posts-repo.ts';

// Posts and comments as the API answers them, for one viewer. A page is built from a fixed number of queries
// (authors, badges, images, the viewer's "helpful", comment counts) whatever its length.

export function imageUrl(imageId: string): string {
  return `/api/v1/community/images/${imageId}`;
}

export function describeImage(image: ImageRow): PostImage {
  return { id: image.id, url: imageUrl(image.id), width: image.width, height: image.height };
}

type Authors = { members: Map<string, MemberRow>; badges: Map<string, { name: string }> };

async function loadAuthors(db: Database, userIds: readonly string[]): Promise<Authors> {
  const [members, badges] = await Promise.all([
    membersByUserId(db, userIds),
    verifiedOrganizations(db, userIds),
  ]);
  return { members, badges };
}

function describeAuthor(authors: Authors, userId: string, viewerId: string): CommunityAuthor | null {
  const member = authors.members.get(userId);
  if (!member) return null;
  return {
    member_id: member.memberId,
    display_name: member.displayName,
    is_you: userId === viewerId,
    verified_organization: authors.badges.get(userId) ?? null,
  };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export async function describePosts(
  db: Database,
  rows: readonly PostRow[],
  viewerId: string,
): Promise<Post[]> {
  const postIds = rows.map((row) => row.id);
  const verifierIds = rows.flatMap((row) => (row.verifiedBy ? [row.verifiedBy] : []));
  const [authors, verifiers, images, helpful, commentCounts] = await Promise.all([
    loadAuthors(
      db,
      rows.map((row) => row.authorUserId),
    ),
    verifiedOrganizations(db, verifierIds),
    imagesOfPosts(db, postIds),
    postsFoundHelpfulBy(db, viewerId, postIds),
    visibleCommentCounts(db, postIds),
  ]);
  const imagesByPost = new Map<string, PostImage[]>();
  for (const image of images) {
    if (!image.postId) continue;
    const list = imagesByPost.get(image.postId) ?? [];
    list.push(describeImage(image));
    imagesByPost.set(image.postId, list);
  }
  const posts: Post[] = [];
  for (const row of rows) {
    const author = describeAuthor(authors, row.authorUserId, viewerId);
    if (!author) continue;
    const isReport = row.kind === 'enforcement_report';
    posts.push({
      id: row.id,
      author,
      kind: row.kind,
      topic: row.topic,
      language: row.language,
      body: row.body,
      images: imagesByPost.get(row.id) ?? [],
      area:
        isReport && row.reportArea && row.reportState
          ? { area: row.reportArea, state: row.reportState }
          : null,
      verification: isReport ? (row.verification ?? 'unverified') : null,
      verification_note: row.verificationNote,
      verified_at: iso(row.verifiedAt),
      verified_by: isReport && row.verifiedBy ? (verifiers.get(row.verifiedBy) ?? null) : null,
      labels: row.labels.filter((label): label is PostLabel =>
        (POST_LABELS as readonly string[]).includes(label),
      ),
      status: row.status,
      ...(author.is_you && row.status !== 'visible' ? { moderation_reason: row.moderationReason } : {}),
      pinned: row.pinned,
      helpful_count: row.helpfulCount,
      you_found_helpful: helpful.has(row.id),
      comment_count: commentCounts.get(row.id) ?? 0,
      created_at: row.cursorTime,
      edited_at: iso(row.editedAt),
    });
  }
  return posts;
}

export async function describePost(db: Database, row: PostRow, viewerId: string): Promise<Post> {
  const [post] = await describePosts(db, [row], viewerId);
  if (!post) throw new Error('A post without a member as its author');
  return post;
}

export async function describeComments(
  db: Database,
  rows: readonly CommentRow[],
  viewerId: string,
): Promise<Comment[]> {
  const authors = await loadAuthors(
    db,
    rows.map((row) => row.authorUserId),
  );
  const comments: Comment[] = [];
  for (const row of rows) {
    const author = describeAuthor(authors, row.authorUserId, viewerId);
    if (!author) continue;
    comments.push({
      id: row.id,
      post_id: row.postId,
      author,
      body: row.body,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      edited_at: iso(row.editedAt),
    });
  }
  return comments;
}
