import type { onRequestAsyncHookHandler } from 'fastify';
import { authenticateRequest, type RequestAuthenticationDependencies } from '../../auth/require-user.ts';
import { requireFullPlan } from '../billing/require-full-plan.ts';
import { findCoverage } from '../family/coverage.ts';
import { findKeyring } from './keyring-repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A vault route that keeps or uses what is already stored (open, export, delete, revoke, change the
     * passphrase…): open to the owner of an existing vault even without Full Protection. Routes without it
     * need coverage (docs/decisions/023-vault-after-coverage-ends.md).
     */
    vaultOpenWithoutCoverage?: boolean;
  }
}

/** Route options for a vault route that stays open to the owner of an existing vault without coverage. */
export const OPEN_WITHOUT_COVERAGE = { vaultOpenWithoutCoverage: true } as const;

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
    const open = request.routeOptions.config?.vaultOpenWithoutCoverage === true;
    if (open && (await findKeyring(dependencies.db, userId)) !== null) return;
    await requireFullPlan(dependencies.db, userId);
  };
}
