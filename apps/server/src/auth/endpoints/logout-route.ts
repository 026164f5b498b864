import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authErrors } from '../auth-error.ts';
import { authenticate } from '../authenticate.ts';
import { clientInfo, queryParameter } from '../protocol-http.ts';
import { recordSecurityEvent } from '../security-events.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

export function registerLogoutRoute(app: FastifyInstance, context: AuthContext): void {
  app.post('/logout', async (request, reply) => {
    const scopeParameter = queryParameter(request, 'scope') ?? 'global';
    const scope = SCOPES.find((candidate) => candidate === scopeParameter);
    if (!scope) throw authErrors.validation(`Unsupported logout scope "${scopeParameter}"`);
    const { user, session } = await authenticate(context, request);
    const endedOthers = await endSessions(context.db, { userId: user.id, sessionId: session.id, scope });
    if (scope === 'others' && endedOthers > 0) {
      await recordSecurityEvent(context.db, {
        userId: user.id,
        kind: 'other_sessions_revoked',
        sessionId: session.id,
        client: clientInfo(request),
        detail: { count: endedOthers },
        now: context.now(),
      });
    }
    return reply.code(204).send();
  });
}
