import type { Incident } from '@amparo/contract/emergency/incident';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';

/**
 * A refused Help Me Now request, with what the refusal carries beyond the code: the person's current incident
 * (409 `incident_active`), and how long to wait (429 `rate_limited`, `retry_after`). The offline queue decides
 * with them what becomes of an activation the server did not take.
 */
export class IncidentRequestError extends ApiRequestError {
  readonly incident: Incident | null;
  readonly retryAfterSeconds: number | null;

  constructor(
    error: ApiRequestError,
    details: { incident?: Incident | null; retryAfterSeconds?: number | null } = {},
  ) {
    super(error.status, error.code, error.message);
    this.name = 'IncidentRequestError';
    this.incident = details.incident ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}
