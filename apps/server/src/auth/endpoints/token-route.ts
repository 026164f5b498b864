import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authErrors } from '../auth-error.ts';
import { enforceRateLimit } from '../auth-rate-limits.ts';
import { refuseIdTokenGrant, refuseWeb3Grant } from '../disabled-grants.ts';
import { pkceGrant } from '../pkce.ts';
import { clientInfo, queryParameter } from '../protocol-http.ts';
import { optionalString, readBody } from '../request-input.ts';
import { refreshSession } from '../sessions.ts';
import { passwordGrant } from '../sign-in.ts';

export function registerTokenRoute(app: FastifyInstance, context: AuthContext): void {
  app.post('/token', async (request) => {
    const grantType = queryParameter(request, 'grant_type');
    const body = readBody(request.body);
    if (grantType === 'password') return passwordGrant(context, { body, client: clientInfo(request) });
    if (grantType === 'refresh_token') {
      await enforceRateLimit(context.db, {
        scope: 'refresh:ip',
        subject: request.ip,
        rule: context.settings.rateLimits.refreshPerIp,
        now: context.now(),
      });
      const refreshToken = optionalString(body, 'refresh_token');
      if (!refreshToken) throw authErrors.refreshTokenNotFound();
      return refreshSession(context, refreshToken);
    }
    if (grantType === 'pkce') return pkceGrant(context, { body, client: clientInfo(request) });
    if (grantType === 'id_token') refuseIdTokenGrant(body);
    if (grantType === 'web3') refuseWeb3Grant();
    throw authErrors.validation('grant_type must be password, refresh_token or pkce');
  });
}
