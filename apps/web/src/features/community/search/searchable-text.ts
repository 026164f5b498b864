import { isTypedText } from '@amparo/contract/platform/typed-text';
import { ApiRequestError, isRetryableRequestError } from '../../../lib/account/api-request-error.ts';

// What the search box sends, and what it says when the server will not search it.
//
// The server searches only text a keyboard types (the contract's `text()`): a control character, a stray half of
// an emoji, or a bidi embedding that came along with Arabic copied from another page answers 400. The person
// cannot see those characters, so asking them to "remove it" would leave them stuck: the box takes them out
// before sending and says how many it took out (issue 24).

// Tabs and line ends separate words, so they become a space rather than disappear ("permiso\ttrabajo").
const WORD_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/;

/** `value` with the characters the server would refuse taken out, and how many were taken out. */
export function withoutUnsearchableCharacters(value: string): { text: string; removed: number } {
  let text = '';
  let removed = 0;
  // By code point, so an emoji (a surrogate pair) stays whole and only a lone half is taken out. The rule itself
  // is the contract's, so the box and the server never disagree on a character.
  for (const character of value) {
    if (isTypedText(character)) text += character;
    else if (WORD_BREAK.test(character)) text += ' ';
    else removed += 1;
  }
  return { text, removed };
}

/**
 * What to tell the person when a search fails, and whether trying again can help. Only a missing network or a
 * server that is down is worth a retry; a 400 is about the words, and sending them again fails the same way.
 */
export type SearchFailure =
  | { kind: 'connection' }
  | { kind: 'characters' }
  | { kind: 'words' }
  | { kind: 'refused'; error: unknown };

export function searchFailureOf(error: unknown, query: string): SearchFailure {
  if (isRetryableRequestError(error)) return { kind: 'connection' };
  if (error instanceof ApiRequestError && error.status === 400) {
    return isTypedText(query) ? { kind: 'words' } : { kind: 'characters' };
  }
  return { kind: 'refused', error };
}
