// The error every /api/v1 call answers with, apart from the parsers that make it: the light parts of the app (the
// session and profile providers on the first-paint path) check it without loading zod.

/** An /api/v1 answer that was not a success, with the API's error code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

/** Errors worth another try: no network (fetch's TypeError), a timeout, or a server that is down. */
export function isRetryableRequestError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500 || error.status === 429;
  return error instanceof TypeError;
}
