import { z } from 'zod';

// What "text a person typed" may contain, defined once for the browser's forms and the server. A keyboard never
// produces control characters (U+0000 to U+001F, U+007F to U+009F), half of a surrogate pair or the
// non-characters U+FFFE and U+FFFF; a paste or a script can. PostgreSQL cannot store U+0000 in text or jsonb at
// all, and refuses a lone surrogate in jsonb, so letting them through ends in a 500 instead of a clear answer.
// Multi-line fields (notes, messages, stack traces) keep tabs and line ends.

export { INVALID_CHARACTERS, INVALID_CHARACTERS_MESSAGE } from './typed-text-message.ts';

import { INVALID_CHARACTERS, INVALID_CHARACTERS_MESSAGE } from './typed-text-message.ts';

// The `u` flag makes a surrogate range match only halves that are not part of a pair. A single line (a name, a
// city, a title) also refuses the bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
// no keyboard types them, and in a name they make text display reversed or out of place ("Ana \u202Eredna"),
// which is how a listing could pose as someone else. The marks U+200E and U+200F, which some keyboards type,
// stay allowed.
const SINGLE_LINE_FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF\uFFFE\uFFFF]/u;

/** Whether a name has something to read: a letter or a digit, not only spaces or invisible characters. */
export function hasVisibleCharacter(value: string): boolean {
  // The Hangul fillers count as letters to Unicode but draw nothing.
  return /[\p{L}\p{N}]/u.test(value.replace(/[\u115F\u1160\u3164\uFFA0]/g, ''));
}
/**
 * Whether a message has something to read: a letter, a digit, or a symbol such as an emoji ("🙏🙏", "👍", a flag),
 * not only spaces or invisible characters. For what people write to each other (posts, comments), where a reply
 * of emoji alone says something; a name or a city still needs `hasVisibleCharacter`.
 */
export function hasSomethingToRead(value: string): boolean {
  // \p{S} holds emoji, flags (regional indicators) and other symbols; Extended_Pictographic adds the few emoji
  // filed as punctuation (‼️, ⁉️); U+20E3 is the keycap of "#️⃣".
  return /[\p{L}\p{N}\p{S}\p{Extended_Pictographic}]|\u20E3/u.test(
    value.replace(/[\u115F\u1160\u3164\uFFA0]/g, ''),
  );
}

// Tab (U+0009), line feed (U+000A) and carriage return (U+000D, line ends pasted from Windows) are allowed.
const MULTI_LINE_FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFE\uFFFF]/u;

export type TextOptions = {
  /** Notes and messages: tabs and line ends are part of what people write. */
  multiline?: boolean;
};

/** True when `value` has only characters a person can type (for the field's kind). */
export function isTypedText(value: string, options: TextOptions = {}): boolean {
  return !(options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * A string field for text a person typed. Chain the field's own rules after it:
 * `text().trim().min(1).max(80)`, `text({ multiline: true }).trim().max(1000)`.
 */
export function text(options: TextOptions = {}) {
  return z.string().refine((value) => isTypedText(value, options), {
    message: INVALID_CHARACTERS_MESSAGE,
    params: { reason: INVALID_CHARACTERS },
  });
}

/** Whether a zod issue is the one `text()` raises, so a form can show its own translated line for it. */
export function isInvalidCharactersIssue(issue: { code: string; params?: unknown }): boolean {
  return (
    issue.code === 'custom' &&
    typeof issue.params === 'object' &&
    issue.params !== null &&
    (issue.params as { reason?: unknown }).reason === INVALID_CHARACTERS
  );
}

/** The top-level fields whose value a form must ask to type again: those `text()` refused. */
export function fieldsWithInvalidCharacters(
  issues: readonly { code: string; path: readonly PropertyKey[]; params?: unknown }[],
): string[] {
  const fields = issues.filter(isInvalidCharactersIssue).map((issue) => String(issue.path[0] ?? ''));
  return [...new Set(fields)];
}

/**
 * The path of the first string (or object key) in a parsed JSON value that has a character no field accepts,
 * or null when there is none. The server runs it over every request body, path and query string it parses,
 * so a field whose schema forgot `text()` still cannot reach the database with one. The lenient, multi-line
 * rule applies unless told otherwise; single-line fields are stricter through their own schemas. A loop rather than recursion:
 * a body of a few hundred thousand nested arrays must not overflow the stack.
 */
type PathStep = { key: string | number; parent: PathStep | null };

function pathOf(step: PathStep | null): string {
  const keys: (string | number)[] = [];
  for (let current = step; current !== null; current = current.parent) keys.push(current.key);
  return keys.reverse().join('.');
}

export function findUntypedText(root: unknown, options: TextOptions = { multiline: true }): string | null {
  // Each entry points at its parent's step, so a deep value costs one small object per level, not a path copy.
  const pending: { value: unknown; at: PathStep | null }[] = [{ value: root, at: null }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, at } = next;
    if (typeof value === 'string') {
      if (!isTypedText(value, options)) return pathOf(at);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push({ value: item, at: { key: index, parent: at } });
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const step = { key, parent: at };
        if (!isTypedText(key, options)) return pathOf(step);
        pending.push({ value: item, at: step });
      }
    }
  }
  return null;
}
