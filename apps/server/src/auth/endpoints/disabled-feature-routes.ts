import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { authErrors } from '../auth-error.ts';
import { authenticate } from '../authenticate.ts';

// Protocol endpoints of features Amparo does not build (decision 032). GoTrue keeps these paths when the feature is
// switched off and answers them with the feature's own "disabled" error, so the official client reports the
// error it knows instead of a bare 404.

export function registerDisabledFeatureRoutes(app: FastifyInstance, context: AuthContext): void {
  // SAML single sign-on (auth-js signInWithSSO), its metadata and its assertion consumer: 404 with SAML off.
  const refuseSaml = async () => {
    throw authErrors.samlProviderDisabled();
  };
  app.post('/sso', refuseSaml);
  app.get('/sso/saml/metadata', refuseSaml);
  app.post('/sso/saml/acs', refuseSaml);

  // Manual identity linking (auth-js linkIdentity, unlinkIdentity): under /user, so the caller is authenticated
  // first (401 or 403 as for GET /user), then told linking is off.
  const refuseLinking = async (request: FastifyRequest) => {
    await authenticate(context, request);
    throw authErrors.manualLinkingDisabled();
  };
  app.get('/user/identities/authorize', refuseLinking);
  app.delete('/user/identities/:identityId', refuseLinking);
}
