// The two ways /auth/v1 refuses a phone number, apart from any zod schema: the server sends these messages with
// the protocol's `validation_failed`, and the web app tells them apart to show the right translated line.

/** Not an E.164 number at all: letters, symbols or trailing text (the protocol's own message). */
export const PHONE_FORMAT_MESSAGE = 'Invalid phone number format (E.164 required)';

/** Shaped like E.164, but the numbering plan of its country has no such number. */
export const PHONE_NOT_VALID_MESSAGE = 'This phone number is not a valid number in its country';
