import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { toJwks } from '../signing-keys.ts';

export function registerSettingsRoutes(app: FastifyInstance, context: AuthContext): void {
  const { settings } = context;

  // What this server really does, so a client can adapt (for example show "check your email" or not).
  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      email: true,
      phone: true,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: settings.mailerAutoconfirm,
    phone_autoconfirm: settings.phoneAutoconfirm,
    sms_provider: settings.smsProvider,
    saml_enabled: false,
  }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return toJwks(context.keys.verification);
  });
}
