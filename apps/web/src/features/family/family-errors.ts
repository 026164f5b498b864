import { ApiRequestError } from '../../lib/account/api-request-error.ts';

/** The failures the family screens explain, each with its own translated line (`family:errors.<kind>`). */
export type FamilyErrorKind =
  | 'family_full'
  | 'already_in_family'
  | 'cannot_invite_yourself'
  | 'already_a_member'
  | 'plan_required'
  | 'validation'
  | 'rate_limited'
  | 'network'
  | 'not_found'
  | 'invitation_not_found'
  | 'invitation_expired'
  | 'invitation_used'
  | 'invitation_cancelled'
  | 'invitation_for_someone_else'
  | 'holder_cannot_leave'
  | 'unknown';

const KNOWN_CODES: readonly FamilyErrorKind[] = [
  'family_full',
  'already_in_family',
  'cannot_invite_yourself',
  'already_a_member',
  'plan_required',
  'not_found',
  'invitation_not_found',
  'invitation_expired',
  'invitation_used',
  'invitation_cancelled',
  'invitation_for_someone_else',
  'holder_cannot_leave',
];

/** What went wrong, from a failed family request: the API's code, or no network (fetch's TypeError). */
export function familyErrorKind(error: unknown): FamilyErrorKind {
  if (error instanceof TypeError) return 'network';
  if (!(error instanceof ApiRequestError)) return 'unknown';
  const known = KNOWN_CODES.find((code) => code === error.code);
  if (known) return known;
  if (error.status === 429) return 'rate_limited';
  if (error.status === 400) return 'validation';
  return 'unknown';
}
