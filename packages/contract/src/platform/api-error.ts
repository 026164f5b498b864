import { z } from 'zod';

// Every error the API answers has this shape, so the web app can branch on `code` and show `fields` next to inputs.
export const API_ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const ZApiErrorField = z.object({
  path: z
    .string()
    .describe('Dot-separated location of the bad value in the request, for example `contacts.0.phone`'),
  message: z.string(),
});

export type ApiErrorField = z.infer<typeof ZApiErrorField>;

export const ZApiError = z
  .object({
    // A string rather than the enum: later areas add their own codes and older clients must still parse them.
    code: z.string().describe('Machine-readable error code'),
    message: z.string().describe('Human-readable explanation in English, for logs and developers'),
    fields: z.array(ZApiErrorField).optional().describe('Present when code is validation_failed'),
    retry_after: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Seconds to wait, when code is rate_limited'),
  })
  .describe('Error response');

export type ApiError = z.infer<typeof ZApiError>;
