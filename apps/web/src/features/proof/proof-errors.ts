import { PROOF_LINK_EXPIRED, PROOF_LINK_REVOKED } from '@amparo/contract/vault/vault-errors';
import { ApiRequestError } from '../../lib/account/profile-api.ts';
import { DamagedLinkError } from './api/public-proof-link.ts';

export type ProofProblem =
  | 'incomplete'
  | 'notFound'
  | 'expired'
  | 'revoked'
  | 'rateLimited'
  | 'offline'
  | 'unexpected';

/** Which message (problems.<key> in the proof namespace) explains why the link does not open. */
export function describeProofProblem(error: unknown): ProofProblem {
  if (error instanceof DamagedLinkError) return 'incomplete';
  if (error instanceof ApiRequestError) {
    if (error.code === PROOF_LINK_EXPIRED) return 'expired';
    if (error.code === PROOF_LINK_REVOKED) return 'revoked';
    if (error.status === 404) return 'notFound';
    if (error.status === 410) return 'expired';
    if (error.status === 429) return 'rateLimited';
    return 'unexpected';
  }
  return error instanceof TypeError ? 'offline' : 'unexpected';
}

/** Worth another try by itself: no network or a server that is down, not a link that is gone. */
export function isWorthRetrying(error: unknown): boolean {
  const problem = describeProofProblem(error);
  return (
    problem === 'offline' ||
    (problem === 'unexpected' && error instanceof ApiRequestError && error.status >= 500)
  );
}
