import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { clientInfo, queryParameter } from '../protocol-http.ts';
import { readBody } from '../request-input.ts';
import { signUp } from '../sign-up.ts';

export function registerSignUpRoute(app: FastifyInstance, context: AuthContext): void {
  app.post('/signup', async (request) =>
    signUp(context, {
      body: readBody(request.body),
      redirectTo: queryParameter(request, 'redirect_to'),
      client: clientInfo(request),
    }),
  );
}
