import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authenticate } from '../authenticate.ts';
import {
  requestReauthentication,
  requestRecovery,
  requestSignInCode,
  resendCode,
  verifyCode,
  verifyLink,
} from '../code-flows.ts';
import { clientInfo, queryParameter } from '../protocol-http.ts';
import { readBody } from '../request-input.ts';

export function registerCodeRoutes(app: FastifyInstance, context: AuthContext): void {
  const input = (request: Parameters<typeof clientInfo>[0]) => ({
    body: readBody(request.body),
    redirectTo: queryParameter(request, 'redirect_to'),
    client: clientInfo(request),
  });

  app.post('/recover', async (request) => requestRecovery(context, input(request)));
  app.post('/otp', async (request) => requestSignInCode(context, input(request)));
  app.post('/resend', async (request) => resendCode(context, input(request)));
  app.post('/verify', async (request) => verifyCode(context, input(request)));

  // The emailed link. HEAD is not answered: a mail scanner that only peeks must not use up the link.
  app.get('/verify', { exposeHeadRoute: false }, async (request, reply) => {
    const location = await verifyLink(context, {
      token: queryParameter(request, 'token'),
      type: queryParameter(request, 'type'),
      redirectTo: queryParameter(request, 'redirect_to'),
      client: clientInfo(request),
    });
    return reply.header('referrer-policy', 'no-referrer').redirect(location, 303);
  });

  app.get('/reauthenticate', async (request) =>
    requestReauthentication(context, await authenticate(context, request), clientInfo(request)),
  );
}
