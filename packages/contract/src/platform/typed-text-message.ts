// The words of the typed-text rule (typed-text.ts), apart from its zod schema: the web app's first-paint code reads
// them without loading zod.

/** The code a form translates, and the `reason` of the zod issue that carries it. */
export const INVALID_CHARACTERS = 'invalid_characters';

/** The English message of the issue and of the API's `fields[].message`. */
export const INVALID_CHARACTERS_MESSAGE =
  'Contains a control character or another character that cannot be typed';
