import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authenticate } from '../authenticate.ts';
import { toGoTrueUser } from '../gotrue-user.ts';
import { listFactors } from '../mfa/factors-repo.ts';
import { clientInfo, queryParameter } from '../protocol-http.ts';
import { readBody } from '../request-input.ts';
import { updateCurrentUser } from '../update-user.ts';

export function registerUserRoutes(app: FastifyInstance, context: AuthContext): void {
  app.get('/user', async (request) => {
    const { user } = await authenticate(context, request);
    return toGoTrueUser(user, await listFactors(context.db, user.id));
  });

  app.put('/user', async (request) => {
    const identity = await authenticate(context, request);
    return updateCurrentUser(context, identity, {
      body: readBody(request.body),
      redirectTo: queryParameter(request, 'redirect_to'),
      client: clientInfo(request),
    });
  });
}
