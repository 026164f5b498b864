import { INVALID_CURSOR } from '@amparo/contract/community/list-feed';
import { HttpError } from '../../platform/http/http-error.ts';

// The feed's cursor: the last post's creation time (with microseconds) and id, base64url-encoded so the browser
// treats it as opaque. Anything that does not decode to exactly that answers 400 invalid_cursor, never a 500.

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export type FeedPosition = { time: string; id: string };

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.time}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeFeedCursor(cursor: string): FeedPosition {
  const invalid = () => new HttpError(400, INVALID_CURSOR, 'This page link is not valid; start from the top');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw invalid();
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) throw invalid();
  const time = match[1];
  const parsed = Date.parse(time);
  // A well-formed string can still name an impossible date (month 13), which the database would refuse.
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 19) !== time.slice(0, 19))
    throw invalid();
  return { time, id: match[2] };
}
