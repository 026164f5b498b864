import type { ApiError } from '@amparo/contract/platform/api-error';

/** An error a service throws to answer the caller with a given status, code and message. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: Omit<ApiError, 'code' | 'message'>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    details: Omit<ApiError, 'code' | 'message'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}
