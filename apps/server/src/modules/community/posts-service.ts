import type { PostLabel } from '@amparo/contract/community/community-limits';
import { FEED_PAGE_SIZE } from '@amparo/contract/community/community-limits';
import type { Post } from '@amparo/contract/community/community-models';
import {
  containsLink,
  NEW_ACCOUNT_LINK,
  NEW_ACCOUNT_LINK_HOLD_DAYS,
} from '@amparo/contract/community/contains-link';
import {
  IMAGE_NOT_USABLE,
  OFFICIAL_ALERT_NOT_ALLOWED,
  REPORT_AREA_TOO_PRECISE,
  REPORT_IMAGES_NOT_ALLOWED,
  REPORT_NEEDS_AREA,
  REPORT_TEXT_TOO_PRECISE,
  type ZCreatePostRequest,
} from '@amparo/contract/community/create-post';
import type { GetPostResponse } from '@amparo/contract/community/get-post';
import { isAreaTooPrecise, isReportTextTooPrecise } from '@amparo/contract/community/identifying-text';
import type { ListFeedResponse, ZListFeedQuery } from '@amparo/contract/community/list-feed';
import { POST_NOT_FOUND } from '@amparo/contract/community/post-params';
import { findScamSignals } from '@amparo/contract/community/scam-patterns';
import type { SetHelpfulResponse } from '@amparo/contract/community/set-helpful';
import { REPORT_DECIDED, type ZUpdatePostRequest } from '@amparo/contract/community/update-post';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { noticeHelpfulOnce } from './community-notices.ts';
import { limitCommunityWrites } from './community-rate-limits.ts';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.ts';
import { findAccountContacts, verifiedOrganizations } from './members-repo.ts';
import { requireWritingMember } from './members-service.ts';
import { describeComments, describePost, describePosts } from './post-view.ts';
import {
  attachImages,
  blockedUserIds,
  commentsVisibleTo,
  deleteOwnPost,
  feedPage,
  findOwnPost,
  findPostVisibleTo,
  insertPost,
  type PostRow,
  setReaction,
  updateOwnPost,
} from './posts-repo.ts';
import { learnSearchTermsAfterWrite } from './search-terms.ts';

// Posts (issue 14): what a member may post, how the server labels it, when it waits for the owner, and who sees
// what. Enforcement reports are the dangerous kind: an unverified rumour of a raid can empty a street or send
// people into one, so a report names an area (never an address), carries no photos (faces, plates) and can never
// be pinned; a verified organisation or the owner decides later whether it was true.

const DAY_MS = 24 * 60 * 60 * 1000;

export function postNotFound(): HttpError {
  return new HttpError(404, POST_NOT_FOUND, 'No such post');
}

function labelsFor(body: string): PostLabel[] {
  return findScamSignals(body) ? ['scam_warning'] : [];
}

/** A new account's post with a link waits for the owner. */
async function holdsForNewAccountLink(
  db: Database,
  userId: string,
  body: string,
  now: Date,
): Promise<boolean> {
  if (!containsLink(body)) return false;
  const account = await findAccountContacts(db, userId);
  return (
    account !== null && now.getTime() - account.createdAt.getTime() < NEW_ACCOUNT_LINK_HOLD_DAYS * DAY_MS
  );
}

/** A report's text must not give the place away either: no street address, no GPS coordinates. */
function refuseTooPreciseReportText(body: string): void {
  if (isReportTextTooPrecise(body)) {
    throw new HttpError(
      400,
      REPORT_TEXT_TOO_PRECISE,
      'Say the city or area only, without an address or coordinates',
    );
  }
}

export async function listFeed(
  db: Database,
  viewerId: string,
  query: z.output<typeof ZListFeedQuery>,
): Promise<ListFeedResponse> {
  const after = query.cursor === undefined ? undefined : decodeFeedCursor(query.cursor);
  const limit = query.limit ?? FEED_PAGE_SIZE;
  const rows = await feedPage(db, {
    viewerId,
    blockedUserIds: await blockedUserIds(db, viewerId),
    topic: query.topic,
    language: query.language,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    posts: await describePosts(db, page, viewerId),
    next_cursor:
      rows.length > limit && last ? encodeFeedCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}

export async function createPost(
  db: Database,
  input: {
    userId: string;
    request: z.output<typeof ZCreatePostRequest>;
    now?: Date;
    log?: Pick<FastifyBaseLogger, 'error'>;
  },
): Promise<Post> {
  const now = input.now ?? new Date();
  const { request } = input;
  await requireWritingMember(db, input.userId);
  if (request.kind === 'official_alert') {
    const badges = await verifiedOrganizations(db, [input.userId]);
    if (!badges.has(input.userId)) {
      throw new HttpError(
        403,
        OFFICIAL_ALERT_NOT_ALLOWED,
        'Only verified organizations post official alerts',
      );
    }
  }
  const imageIds = request.image_ids ?? [];
  const isReport = request.kind === 'enforcement_report';
  if (isReport) {
    if (!request.area) throw new HttpError(400, REPORT_NEEDS_AREA, 'Say the city or area, and the state');
    if (imageIds.length > 0) {
      throw new HttpError(400, REPORT_IMAGES_NOT_ALLOWED, 'Reports of enforcement carry no photos');
    }
    if (isAreaTooPrecise(request.area.area)) {
      throw new HttpError(400, REPORT_AREA_TOO_PRECISE, 'Name a city or an area, not an address');
    }
    refuseTooPreciseReportText(request.body);
  }
  await limitCommunityWrites(db, input.userId, 'post', now);
  const held = await holdsForNewAccountLink(db, input.userId, request.body, now);
  const row = await db.transaction(async (tx) => {
    const post = await insertPost(tx, {
      authorUserId: input.userId,
      kind: request.kind,
      topic: request.topic,
      language: request.language,
      body: request.body,
      reportArea: isReport ? (request.area?.area ?? null) : null,
      reportState: isReport ? (request.area?.state ?? null) : null,
      verification: isReport ? 'unverified' : null,
      status: held ? 'held' : 'visible',
      moderationReason: held ? NEW_ACCOUNT_LINK : '',
      labels: labelsFor(request.body),
      pinned: false,
      createdAt: now,
    });
    if (
      imageIds.length > 0 &&
      !(await attachImages(tx, { postId: post.id, userId: input.userId, imageIds }))
    ) {
      throw new HttpError(400, IMAGE_NOT_USABLE, 'One of the images cannot be used (upload it again)');
    }
    return post;
  });
  await learnSearchTermsAfterWrite(db, { postId: row.id }, input.log);
  return describePost(db, row, input.userId);
}

export async function getPost(db: Database, viewerId: string, postId: string): Promise<GetPostResponse> {
  const row = await findPostVisibleTo(db, postId, viewerId);
  if (!row) throw postNotFound();
  const [post, comments] = await Promise.all([
    describePost(db, row, viewerId),
    commentsVisibleTo(db, postId, viewerId).then((rows) => describeComments(db, rows, viewerId)),
  ]);
  return { post, comments };
}

/** Where an edit leaves the post: a moderator's decision stands; the new-account link rule is applied again. */
function statusAfterEdit(row: PostRow, held: boolean): Pick<PostRow, 'status' | 'moderationReason'> {
  if (row.status === 'hidden') return { status: row.status, moderationReason: row.moderationReason };
  if (held) return { status: 'held', moderationReason: NEW_ACCOUNT_LINK };
  if (row.status === 'held' && row.moderationReason === NEW_ACCOUNT_LINK) {
    return { status: 'visible', moderationReason: '' };
  }
  return { status: row.status, moderationReason: row.moderationReason };
}

export async function updatePost(
  db: Database,
  input: {
    userId: string;
    postId: string;
    change: z.output<typeof ZUpdatePostRequest>;
    now?: Date;
    log?: Pick<FastifyBaseLogger, 'error'>;
  },
): Promise<Post> {
  const now = input.now ?? new Date();
  const existing = await findOwnPost(db, input.postId, input.userId);
  if (!existing) throw postNotFound();
  await requireWritingMember(db, input.userId);
  // A decided report keeps its label ("Confirmed by Amparo", "False"); new words under it would borrow it.
  if (
    existing.kind === 'enforcement_report' &&
    existing.verification !== null &&
    existing.verification !== 'unverified'
  ) {
    throw new HttpError(
      409,
      REPORT_DECIDED,
      'This report has been decided; it can be deleted but not edited',
    );
  }
  await limitCommunityWrites(db, input.userId, 'edit', now);
  const body = input.change.body ?? existing.body;
  if (existing.kind === 'enforcement_report' && input.change.body !== undefined) {
    refuseTooPreciseReportText(body);
  }
  const held = await holdsForNewAccountLink(db, input.userId, body, now);
  const updated = await updateOwnPost(db, input.postId, input.userId, {
    body,
    topic: input.change.topic ?? existing.topic,
    labels: labelsFor(body),
    ...statusAfterEdit(existing, held),
    editedAt: now,
  });
  if (!updated) throw postNotFound();
  await learnSearchTermsAfterWrite(db, { postId: updated.id }, input.log);
  return describePost(db, updated, input.userId);
}

export async function deletePost(
  db: Database,
  storage: ObjectStorage,
  input: { userId: string; postId: string; log?: Pick<FastifyBaseLogger, 'error'> },
): Promise<void> {
  const objectKeys = await deleteOwnPost(db, input.postId, input.userId);
  if (objectKeys === null) throw postNotFound();
  if (objectKeys.length === 0) return;
  // The post is gone either way; a storage hiccup must not answer 500 to a delete that happened.
  await storage.delete(objectKeys).catch((error: unknown) => {
    input.log?.error({ err: error, count: objectKeys.length }, 'Could not remove a deleted post’s images');
  });
}

/** "Helpful" on a visible post the caller can see; the author hears of it once per post and person. */
export async function setHelpful(
  db: Database,
  input: { userId: string; postId: string; on: boolean; now?: Date },
): Promise<SetHelpfulResponse> {
  const now = input.now ?? new Date();
  const post = await findPostVisibleTo(db, input.postId, input.userId);
  if (post?.status !== 'visible') throw postNotFound();
  const member = await requireWritingMember(db, input.userId);
  await limitCommunityWrites(db, input.userId, 'helpful', now);
  const result = await db.transaction(async (tx) => {
    const reaction = await setReaction(tx, { postId: post.id, userId: input.userId, on: input.on, now });
    if (reaction.changed && input.on) {
      await noticeHelpfulOnce(tx, {
        recipientUserId: post.authorUserId,
        actorUserId: input.userId,
        actorDisplayName: member.displayName,
        postId: post.id,
        now,
      });
    }
    return reaction;
  });
  return { helpful_count: result.helpfulCount, you_found_helpful: input.on };
}
