import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { createMailer } from '../platform/mail/create-mailer.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { createSmsSender } from '../platform/sms/create-sms-sender.ts';
import type { SmsSender } from '../platform/sms/sms-sender.ts';
import { type AuthContext, deriveAuthSettings } from './auth-context.ts';
import { AuthNotifier } from './auth-notifier.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';
import { registerCodeRoutes } from './endpoints/code-routes.ts';
import { registerDisabledFeatureRoutes } from './endpoints/disabled-feature-routes.ts';
import { registerFactorRoutes } from './endpoints/factor-routes.ts';
import { registerLogoutRoute } from './endpoints/logout-route.ts';
import { registerPasskeyRoutes } from './endpoints/passkey-routes.ts';
import { registerSettingsRoutes } from './endpoints/settings-routes.ts';
import { registerSignUpRoute } from './endpoints/sign-up-route.ts';
import { registerTokenRoute } from './endpoints/token-route.ts';
import { registerUserRoutes } from './endpoints/user-routes.ts';
import { getKeyStore } from './key-store.ts';
import { createPasswordHasher, OWASP_PASSWORD_HASH_COST, TEST_PASSWORD_HASH_COST } from './password-hash.ts';
import { installProtocolHttp } from './protocol-http.ts';

// The auth server under /auth/v1: the Supabase Auth (GoTrue) protocol, so the official `@supabase/auth-js`
// client works against it unchanged. See docs/decisions/003-auth-protocol.md.

export const AUTH_PREFIX = '/auth/v1';

export type AuthRoutesOptions = {
  config: Config;
  db: Database;
  /** Replace the configured senders (tests). */
  mailer?: Mailer;
  sms?: SmsSender;
  /** A fixed or moving clock (tests). */
  now?: () => Date;
};

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { config, db } = options;
  const settings = deriveAuthSettings(config);
  const log = app.log as AuthContext['log'];
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db, log });
  const sms = options.sms ?? createSmsSender({ twilio: config.twilio, db, log });
  const notifier = new AuthNotifier({ mailer, sms, log, publicUrl: settings.publicUrl });
  // Cheap hashes only where NODE_ENV is test: the suite signs up hundreds of people.
  const hasher = createPasswordHasher(
    config.nodeEnv === 'test' ? TEST_PASSWORD_HASH_COST : OWASP_PASSWORD_HASH_COST,
  );
  const context: AuthContext = {
    db,
    settings,
    keys: await getKeyStore(db, config.authJwtPrivateKey),
    hasher,
    mailer,
    sms,
    notifier,
    log,
    now: options.now ?? (() => new Date()),
  };

  if (settings.demoAccounts) await ensureDemoAccounts(db, hasher);
  log.info(
    {
      mail: mailer.kind,
      sms: sms.kind,
      mailerAutoconfirm: settings.mailerAutoconfirm,
      phoneAutoconfirm: settings.phoneAutoconfirm,
      demoAccounts: settings.demoAccounts,
    },
    'Auth server ready',
  );

  app.addHook('onClose', async () => {
    await notifier.idle();
    if ('close' in mailer && typeof mailer.close === 'function') mailer.close();
  });

  installProtocolHttp(app, settings.publicUrl);
  registerSignUpRoute(app, context);
  registerTokenRoute(app, context);
  registerLogoutRoute(app, context);
  registerUserRoutes(app, context);
  registerCodeRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerFactorRoutes(app, context);
  registerPasskeyRoutes(app, context);
  registerDisabledFeatureRoutes(app, context);
};
