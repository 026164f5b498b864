import type { onRequestAsyncHookHandler } from 'fastify';
import { authenticateRequest, type RequestAuthenticationDependencies } from '../../auth/require-user.ts';
import { requireFullPlan } from '../billing/require-full-plan.ts';
import { findCoverage } from '../family/coverage.ts';
import { isLegalProfessional } from '../legal/professional-account.ts';
import { findKeyring } from './keyring-repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A vault route that keeps or uses what is already stored (open, export, delete, revoke, change the
     * passphrase…): open to the owner of an existing vault even without Full Protection. Routes without it
     * need coverage (docs/decisions/023-vault-after-coverage-ends.md).
     */
    vaultOpenWithoutCoverage?: boolean;
    /**
     * A vault route a legal professional needs to receive documents a person shares for a consultation (issue
     * 13, point 3): their key pair, what was shared with them, and its content. Open to any professional's account
     * without a plan of its own; adding documents of their own still needs Full Protection.
     */
    vaultOpenToProfessionals?: boolean;
  }
}

/** Route options for a vault route that stays open to the owner of an existing vault without coverage. */
export const OPEN_WITHOUT_COVERAGE = { vaultOpenWithoutCoverage: true } as const;

/** Route options for a vault route a legal professional uses to receive what is shared with them. */
export const OPEN_TO_PROFESSIONALS = { vaultOpenToProfessionals: true } as const;

/**
 * An `onRequest` hook for the vault's authenticated routes, checked before the body is read, so that nobody
 * streams an upload part only to be refused afterwards. 401 `unauthorized` without a valid token.
 * A person with Full Protection (their own or through a family) may use every route. Their vault stays theirs
 * when that coverage ends (issue 12, point 3): someone who has a vault may still use the routes marked
 * `OPEN_WITHOUT_COVERAGE`, but adding to it needs coverage again; anyone else gets 403 `plan_required`.
 */
export function requireVaultAccess(
  dependencies: RequestAuthenticationDependencies,
): onRequestAsyncHookHandler {
  return async (request) => {
    const { userId } = await authenticateRequest(dependencies, request);
    const coverage = await findCoverage(dependencies.db, userId);
    if (coverage === 'own' || coverage === 'family') return;
    const routeConfig = request.routeOptions.config;
    if (
      routeConfig?.vaultOpenToProfessionals === true &&
      (await isLegalProfessional(dependencies.db, userId))
    )
      return;
    const open = routeConfig?.vaultOpenWithoutCoverage === true;
    if (open && (await findKeyring(dependencies.db, userId)) !== null) return;
    await requireFullPlan(dependencies.db, userId);
  };
}
