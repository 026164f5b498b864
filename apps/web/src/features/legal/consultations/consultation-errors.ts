import { SHARE_NOT_FOUND } from '@amparo/contract/legal/attach-consultation-document';
import {
  CONSULTATION_NOT_STARTED,
  INVALID_TRANSITION,
  TIME_IN_PAST,
} from '@amparo/contract/legal/consultation-models';
import { ALREADY_REVIEWED, CONSULTATION_NOT_DONE } from '@amparo/contract/legal/create-consultation-review';
import { PROFESSIONAL_NOT_FOUND } from '@amparo/contract/legal/professional-models';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';

export type ConsultationErrorKey =
  | 'rateLimited'
  | 'tooManyChanges'
  | 'notListed'
  | 'invalidTransition'
  | 'timePast'
  | 'notDone'
  | 'notStarted'
  | 'alreadyReviewed'
  | 'sharingFailed'
  | 'offline'
  | 'unexpected';

const BY_CODE: Record<string, ConsultationErrorKey> = {
  rate_limited: 'rateLimited',
  [PROFESSIONAL_NOT_FOUND]: 'notListed',
  [INVALID_TRANSITION]: 'invalidTransition',
  [TIME_IN_PAST]: 'timePast',
  [CONSULTATION_NOT_DONE]: 'notDone',
  [CONSULTATION_NOT_STARTED]: 'notStarted',
  [ALREADY_REVIEWED]: 'alreadyReviewed',
  [SHARE_NOT_FOUND]: 'sharingFailed',
};

/** Which translated line (`errors.<key>` in consultations) explains a failed request. */
export function describeConsultationError(error: unknown): ConsultationErrorKey {
  if (error instanceof ApiRequestError) return BY_CODE[error.code] ?? 'unexpected';
  // fetch rejects with a TypeError when there is no network.
  return error instanceof TypeError ? 'offline' : 'unexpected';
}
