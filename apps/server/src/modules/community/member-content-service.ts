import {
  type ListOwnCommentsResponse,
  type ListOwnPostsResponse,
  OWN_CONTENT_PAGE_SIZE,
} from '@amparo/contract/community/list-own-content';
import type { Database } from '../../platform/db/database.ts';
import { listOwnCommentRows, listOwnPostRows } from './member-content-repo.ts';
import { parseCursor, takePage } from './notifications-cursor.ts';

export async function listOwnPosts(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<ListOwnPostsResponse> {
  const rows = await listOwnPostRows(db, userId, parseCursor(cursor), OWN_CONTENT_PAGE_SIZE + 1);
  const { page, nextCursor } = takePage(rows, OWN_CONTENT_PAGE_SIZE);
  return { posts: page.map(({ micros: _micros, ...post }) => post), next_cursor: nextCursor };
}

export async function listOwnComments(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<ListOwnCommentsResponse> {
  const rows = await listOwnCommentRows(db, userId, parseCursor(cursor), OWN_CONTENT_PAGE_SIZE + 1);
  const { page, nextCursor } = takePage(rows, OWN_CONTENT_PAGE_SIZE);
  return { comments: page.map(({ micros: _micros, ...comment }) => comment), next_cursor: nextCursor };
}
