import {
  type HighlightSegment,
  SEARCH_COMMUNITY_CURSOR_PATTERN,
  SEARCH_RESULTS_PAGE_SIZE,
  type SearchCommunityResponse,
} from '@amparo/contract/community/search-community';
import type { Database } from '../../platform/db/database.ts';
import { MATCH_END, MATCH_START, type SearchRow, searchCommunity } from './search-repo.ts';

/** One page of results, best first; the cursor carries the last rank and id. */
export async function searchCommunityPage(
  db: Database,
  input: { userId: string; q: string; cursor?: string | undefined },
): Promise<SearchCommunityResponse> {
  const match = input.cursor ? SEARCH_COMMUNITY_CURSOR_PATTERN.exec(input.cursor) : null;
  const after = match?.[1] && match[2] ? { rank: match[1], id: match[2] } : null;
  const rows = await searchCommunity(db, {
    userId: input.userId,
    query: input.q,
    after,
    limit: SEARCH_RESULTS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, SEARCH_RESULTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map(toResult),
    next_cursor: rows.length > SEARCH_RESULTS_PAGE_SIZE && last ? `${last.rank_text}_${last.id}` : null,
  };
}

function toResult(row: SearchRow): SearchCommunityResponse['results'][number] {
  return {
    post_id: row.post_id,
    comment_id: row.comment_id,
    topic: row.topic as SearchCommunityResponse['results'][number]['topic'],
    language: row.language as SearchCommunityResponse['results'][number]['language'],
    created_at: new Date(row.created_at).toISOString(),
    author_display_name: row.author_display_name,
    highlight: completeExcerpt(highlightSegments(row.headline), row.body),
  };
}

/**
 * ts_headline drops what comes before the first word ("¿", a quote) and says nothing of what it left out: the
 * excerpt gets back a leading mark that was there, and an ellipsis on each side where text was cut.
 */
export function completeExcerpt(segments: HighlightSegment[], body: string): HighlightSegment[] {
  const excerpt = segments.map((segment) => segment.text).join('');
  if (excerpt === '' || excerpt === body) return segments;
  const at = body.indexOf(excerpt);
  const before = at < 0 ? '' : body.slice(0, at);
  const leading = /^[^\p{L}\p{N}]*$/u.test(before) ? before : '… ';
  const trailing = at >= 0 && at + excerpt.length === body.length ? '' : ' …';
  const result = segments.map((segment) => ({ ...segment }));
  const first = result[0];
  const last = result.at(-1);
  if (leading && first) {
    if (first.match) result.unshift({ text: leading, match: false });
    else first.text = leading + first.text;
  }
  if (trailing && last) {
    if (last.match) result.push({ text: trailing, match: false });
    else last.text += trailing;
  }
  return result;
}

/** Splits ts_headline's text at the match markers into plain pieces; adjacent pieces of one kind are joined. */
export function highlightSegments(headline: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let match = false;
  let current = '';
  const flush = () => {
    if (current === '') return;
    const previous = segments.at(-1);
    if (previous && previous.match === match) previous.text += current;
    else segments.push({ text: current, match });
    current = '';
  };
  for (const character of headline) {
    if (character === MATCH_START || character === MATCH_END) {
      flush();
      match = character === MATCH_START;
    } else {
      current += character;
    }
  }
  flush();
  return segments;
}
