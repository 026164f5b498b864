import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authErrors } from '../auth-error.ts';
import { authenticate } from '../authenticate.ts';
import { queryParameter } from '../protocol-http.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

export function registerLogoutRoute(app: FastifyInstance, context: AuthContext): void {
  app.post('/logout', async (request, reply) => {
    const scopeParameter = queryParameter(request, 'scope') ?? 'global';
    const scope = SCOPES.find((candidate) => candidate === scopeParameter);
    if (!scope) throw authErrors.validation(`Unsupported logout scope "${scopeParameter}"`);
    const { user, session } = await authenticate(context, request);
    await endSessions(context.db, { userId: user.id, sessionId: session.id, scope });
    return reply.code(204).send();
  });
}
