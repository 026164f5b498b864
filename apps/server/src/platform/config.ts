import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir } from './paths.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  publicUrl: string;
  webDistDir: string;
  shutdownTimeoutMs: number;
  trustProxy: boolean | number | string[];
  /** nodemailer connection URL; without it emails go to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** AUTH_AUTOCONFIRM; undefined means "confirm at once only where no message can be delivered". */
  authAutoconfirm: boolean | undefined;
  demoAccounts: boolean;
  /**
   * The auth rate limits an operator changed (AUTH_RATE_LIMIT_*); every other rule keeps its default
   * (auth/auth-rate-limits.ts).
   */
  authRateLimits: AuthRateLimitOverrides;
  /** An EC P-256 private key (JWK or PEM) to sign access tokens with instead of the generated one. */
  authJwtPrivateKey: string | undefined;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** Stripe Checkout and its webhook; without them payments go to the built-in test checkout (TEST MODE). */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** An S3-compatible bucket for vault ciphertext; without it objects go to DATA_DIR/objects. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /** How many bytes of vault ciphertext one user may store. */
  vaultQuotaBytes: number;
  /** How many background jobs (Help Me Now alerts first of all) one process runs at once; unset: the worker's default. */
  jobWorkerConcurrency: number | undefined;
  /** Test only, never in production: each Help Me Now alert send waits this long, so a test can kill mid fan-out. */
  testAlertSendDelayMs: number;
  /**
   * The VAPID key pair (base64url) that signs web pushes. Unset: on the embedded database a pair is generated once
   * and kept in DATA_DIR (modules/community/push-keys.ts); with DATABASE_URL, web push is off.
   */
  webPush: { publicKey: string; privateKey: string } | undefined;
  /** The contact push services may reach the sender at (mailto: or https:); unset: PUBLIC_URL if https, else none. */
  webPushSubject: string | undefined;
  /**
   * Host suffixes a push subscription's endpoint must be on (WEB_PUSH_ALLOWED_HOSTS; default: the browsers' own push
   * services, DEFAULT_WEB_PUSH_ALLOWED_HOSTS). Anything else is refused, and never contacted (server-side requests).
   */
  webPushAllowedHosts: readonly string[];
  /**
   * Test only: also accept http:// endpoints on any port (still on an allowed host), for a local stand-in push
   * server. No environment variable sets it: loadConfig always answers false.
   */
  webPushTestAllowHttp: boolean;
};

/** The push services of Chrome/Edge-on-Android (FCM), Firefox (Mozilla autopush), Edge on Windows (WNS), Safari. */
export const DEFAULT_WEB_PUSH_ALLOWED_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Each auth rate limit an operator may set, by its variable: `COUNT/WINDOW`, such as `30/5m`. */
export const AUTH_RATE_LIMIT_VARIABLES = {
  AUTH_RATE_LIMIT_SIGN_IN_PER_IP: 'passwordGrantPerIp',
  AUTH_RATE_LIMIT_SIGN_IN_PER_ACCOUNT: 'passwordGrantPerAccount',
  AUTH_RATE_LIMIT_REFRESH_PER_IP: 'refreshPerIp',
  AUTH_RATE_LIMIT_SIGN_UP_PER_IP: 'signupPerIp',
  AUTH_RATE_LIMIT_MESSAGES_PER_IP: 'messagesPerIp',
  AUTH_RATE_LIMIT_VERIFY_PER_IP: 'verifyPerIp',
  AUTH_RATE_LIMIT_VERIFY_PER_RECIPIENT: 'verifyPerIdentifier',
  AUTH_RATE_LIMIT_SEND_PER_RECIPIENT: 'sendPerRecipient',
  AUTH_RATE_LIMIT_SEND_PER_RECIPIENT_ALL_KINDS: 'sendPerRecipientHourly',
} as const;

export type AuthRateLimitName = (typeof AUTH_RATE_LIMIT_VARIABLES)[keyof typeof AUTH_RATE_LIMIT_VARIABLES];

export type RateLimitRule = { limit: number; windowSeconds: number };

export type AuthRateLimitOverrides = Partial<Record<AuthRateLimitName, RateLimitRule>>;

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Variable<T> = {
  schema: z.ZodType<T>;
  rule: string;
  // Values of secret variables never reach the terminal or the logs, not even when they are wrong.
  secret?: boolean;
};

function variable<T>(schema: z.ZodType<T>, rule: string, secret = false): Variable<T> {
  return { schema, rule, secret };
}

const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
});

const absoluteHttpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
});

// proxy-addr accepts addresses, CIDR ranges and these named ranges.
const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

const trustProxy = z.string().transform((value, context): boolean | number | string[] => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => proxyAddress.test(entry))) return entries;
  context.addIssue({ code: 'custom', message: 'invalid' });
  return z.NEVER;
});

// A DNS name of letters, digits and hyphens, never an IP address (its last label is not all digits).
const hostLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const hostSuffix = new RegExp(`^(?:${hostLabel}\\.)*(?!\\d+$)${hostLabel}$`);

const hostSuffixList = z.string().transform((value, context): string[] => {
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  if (entries.length > 0 && entries.every((entry) => entry.length <= 253 && hostSuffix.test(entry)))
    return entries;
  context.addIssue({ code: 'custom', message: 'invalid' });
  return z.NEVER;
});

const WINDOW_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

// `30/5m`: at most 30 in any 5 minutes. Bare numbers are seconds. Windows up to one day, counts up to 100000.
const rateLimitRule = z.string().transform((value, context): RateLimitRule => {
  const match = /^(\d{1,6})\s*\/\s*(\d{1,6})\s*([smhd])?$/.exec(value);
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]) * WINDOW_UNITS[(match?.[3] ?? 's') as keyof typeof WINDOW_UNITS];
  if (match && limit >= 1 && limit <= 100_000 && windowSeconds >= 1 && windowSeconds <= 86_400) {
    return { limit, windowSeconds };
  }
  context.addIssue({ code: 'custom', message: 'invalid' });
  return z.NEVER;
});

const RATE_LIMIT_RULE_TEXT =
  'must be COUNT/WINDOW, such as 30/5m (30 in any 5 minutes): a count from 1 to 100000 and a window of s, m, h or d from 1 second to 1 day';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => ['on', 'true', '1'].includes(value));

const variables = {
  NODE_ENV: variable(
    z.enum(['development', 'production', 'test']),
    'must be development, production or test',
  ),
  PORT: variable(wholeNumber(1, 65535), 'must be a whole number from 1 to 65535'),
  HOST: variable(
    z.string().regex(/^[^\s/]+$/),
    'must be a host name or IP address to listen on, such as 0.0.0.0',
  ),
  DATA_DIR: variable(z.string(), 'must be a folder path'),
  DATABASE_URL: variable(postgresUrl, 'must be a postgres:// or postgresql:// URL with a host name', true),
  LOG_LEVEL: variable(z.enum(LOG_LEVELS), `must be one of ${LOG_LEVELS.join(', ')}`),
  PUBLIC_URL: variable(
    absoluteHttpUrl,
    'must be an absolute http:// or https:// URL without query or fragment',
  ),
  WEB_DIST_DIR: variable(z.string(), 'must be a folder path'),
  SHUTDOWN_TIMEOUT_MS: variable(
    wholeNumber(100, 600_000),
    'must be a whole number of milliseconds from 100 to 600000',
  ),
  TRUST_PROXY: variable(
    trustProxy,
    'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
  ),
  SMTP_URL: variable(
    z.string().regex(/^smtps?:\/\/[^\s]+$/),
    'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.org:465',
    true,
  ),
  MAIL_FROM: variable(z.string().min(3).max(320), 'must be a sender such as "Amparo <no-reply@example.org>"'),
  AUTH_AUTOCONFIRM: variable(onOff, 'must be on or off'),
  DEMO_ACCOUNTS: variable(onOff, 'must be on or off'),
  AUTH_RATE_LIMIT_SIGN_IN_PER_IP: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_SIGN_IN_PER_ACCOUNT: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_REFRESH_PER_IP: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_SIGN_UP_PER_IP: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_MESSAGES_PER_IP: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_VERIFY_PER_IP: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_VERIFY_PER_RECIPIENT: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_SEND_PER_RECIPIENT: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_RATE_LIMIT_SEND_PER_RECIPIENT_ALL_KINDS: variable(rateLimitRule, RATE_LIMIT_RULE_TEXT),
  AUTH_JWT_PRIVATE_KEY: variable(z.string().min(32), 'must be an EC P-256 private key as a JWK or PEM', true),
  TWILIO_ACCOUNT_SID: variable(z.string().regex(/^AC[0-9a-fA-F]{32}$/), 'must be a Twilio Account SID (AC…)'),
  TWILIO_AUTH_TOKEN: variable(z.string().min(16), 'must be a Twilio auth token', true),
  TWILIO_FROM: variable(
    z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/),
    'must be a sending number in E.164 (+15551234567) or a Messaging Service SID (MG…)',
  ),
  STRIPE_SECRET_KEY: variable(
    z.string().regex(/^(sk|rk)_(test|live)_[0-9A-Za-z]{10,}$/),
    'must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)',
    true,
  ),
  STRIPE_WEBHOOK_SECRET: variable(
    z.string().regex(/^whsec_[0-9A-Za-z+/=]{16,}$/),
    "must be the webhook endpoint's signing secret (whsec_…)",
    true,
  ),
  PAYMENTS_TEST_MODE: variable(onOff, 'must be on or off'),
  S3_BUCKET: variable(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
    'must be an S3 bucket name (3-63 lowercase letters, digits, dots and hyphens)',
  ),
  S3_REGION: variable(z.string().regex(/^[a-z0-9-]{2,40}$/), 'must be a region such as us-east-1'),
  S3_ENDPOINT: variable(
    absoluteHttpUrl,
    'must be the absolute http:// or https:// URL of an S3-compatible service, such as https://s3.example.org',
  ),
  S3_ACCESS_KEY_ID: variable(z.string().min(3).max(256), 'must be an access key id'),
  S3_SECRET_ACCESS_KEY: variable(z.string().min(8).max(256), 'must be a secret access key', true),
  S3_FORCE_PATH_STYLE: variable(onOff, 'must be on or off'),
  VAULT_QUOTA_BYTES: variable(
    wholeNumber(1_048_576, 1_099_511_627_776),
    'must be a whole number of bytes from 1048576 (1 MiB) to 1099511627776 (1 TiB)',
  ),
  JOB_WORKER_CONCURRENCY: variable(wholeNumber(1, 8), 'must be a whole number from 1 to 8'),
  TEST_ALERT_SEND_DELAY_MS: variable(
    wholeNumber(0, 10_000),
    'must be a whole number of milliseconds from 0 to 10000',
  ),
  WEB_PUSH_VAPID_PUBLIC_KEY: variable(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/),
    'must be a VAPID public key: 87 base64url characters (npx web-push generate-vapid-keys)',
  ),
  WEB_PUSH_VAPID_PRIVATE_KEY: variable(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    'must be a VAPID private key: 43 base64url characters',
    true,
  ),
  WEB_PUSH_SUBJECT: variable(
    z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/),
    'must be a mailto: address or an https:// URL where push services can reach you',
  ),
  WEB_PUSH_ALLOWED_HOSTS: variable(
    hostSuffixList,
    'must be a comma-separated list of host names such as fcm.googleapis.com,push.apple.com (no IP addresses, ports or schemes)',
  ),
} as const;

type VariableName = keyof typeof variables;

type ParsedVariables = {
  [Name in VariableName]: z.output<(typeof variables)[Name]['schema']> | undefined;
};

function describeValue(value: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return JSON.stringify(shown);
}

/**
 * Reads and validates the configuration. Unset and empty variables take their defaults.
 * Throws a ConfigError with one line per bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const problems: string[] = [];
  const parsed: Partial<Record<VariableName, unknown>> = {};

  for (const [name, definition] of Object.entries(variables) as [VariableName, Variable<unknown>][]) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const result = definition.schema.safeParse(raw);
    if (result.success) {
      parsed[name] = result.data;
    } else {
      const shown = definition.secret
        ? 'the value is hidden because it may hold a password'
        : `got ${describeValue(raw)}`;
      problems.push(`${name} ${definition.rule} (${shown}).`);
    }
  }

  const twilioParts = [parsed.TWILIO_ACCOUNT_SID, parsed.TWILIO_AUTH_TOKEN, parsed.TWILIO_FROM];
  if (twilioParts.some(Boolean) && !twilioParts.every(Boolean)) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together.');
  }

  if (Boolean(parsed.STRIPE_SECRET_KEY) !== Boolean(parsed.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together.');
  }

  // The TEST MODE checkout grants Full Protection without money changing hands: never by accident in production.
  const production = (parsed.NODE_ENV ?? 'development') === 'production';
  if (production && !parsed.STRIPE_SECRET_KEY && parsed.PAYMENTS_TEST_MODE !== true) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production (or set PAYMENTS_TEST_MODE=on for a demo server, where anyone can unlock Full Protection without paying).',
    );
  }
  // A slowed alert is a delayed alert for a person in danger: only ever on a test server.
  if (production && parsed.TEST_ALERT_SEND_DELAY_MS) {
    problems.push('TEST_ALERT_SEND_DELAY_MS is for tests only and cannot be set when NODE_ENV=production.');
  }
  if (parsed.STRIPE_SECRET_KEY && parsed.PAYMENTS_TEST_MODE === true) {
    problems.push('PAYMENTS_TEST_MODE=on cannot be combined with STRIPE_SECRET_KEY: choose one.');
  }

  if (Boolean(parsed.S3_ACCESS_KEY_ID) !== Boolean(parsed.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  const s3Extras = [
    parsed.S3_REGION,
    parsed.S3_ENDPOINT,
    parsed.S3_ACCESS_KEY_ID,
    parsed.S3_FORCE_PATH_STYLE,
  ];
  if (!parsed.S3_BUCKET && s3Extras.some((value) => value !== undefined)) {
    problems.push('S3_BUCKET must be set when any other S3_ variable is set.');
  }

  if (Boolean(parsed.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(parsed.WEB_PUSH_VAPID_PRIVATE_KEY)) {
    problems.push('WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY must be set together.');
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const values = parsed as ParsedVariables;
  const authRateLimits: AuthRateLimitOverrides = {};
  for (const [name, rule] of Object.entries(AUTH_RATE_LIMIT_VARIABLES) as [
    keyof typeof AUTH_RATE_LIMIT_VARIABLES,
    AuthRateLimitName,
  ][]) {
    const value = values[name];
    if (value) authRateLimits[rule] = value;
  }
  const port = values.PORT ?? 3000;
  return {
    nodeEnv: values.NODE_ENV ?? 'development',
    port,
    host: values.HOST ?? '0.0.0.0',
    dataDir: resolve(values.DATA_DIR ?? './data'),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL ?? 'info',
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDistDir: resolve(values.WEB_DIST_DIR ?? defaultWebDistDir),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    trustProxy: values.TRUST_PROXY ?? false,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    authAutoconfirm: values.AUTH_AUTOCONFIRM,
    demoAccounts: values.DEMO_ACCOUNTS ?? (values.NODE_ENV ?? 'development') !== 'production',
    authRateLimits,
    authJwtPrivateKey: values.AUTH_JWT_PRIVATE_KEY,
    twilio:
      values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN && values.TWILIO_FROM
        ? {
            accountSid: values.TWILIO_ACCOUNT_SID,
            authToken: values.TWILIO_AUTH_TOKEN,
            from: values.TWILIO_FROM,
          }
        : undefined,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET }
        : undefined,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION ?? 'us-east-1',
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
        }
      : undefined,
    vaultQuotaBytes: values.VAULT_QUOTA_BYTES ?? 1_073_741_824,
    jobWorkerConcurrency: values.JOB_WORKER_CONCURRENCY,
    testAlertSendDelayMs: values.TEST_ALERT_SEND_DELAY_MS ?? 0,
    webPush:
      values.WEB_PUSH_VAPID_PUBLIC_KEY && values.WEB_PUSH_VAPID_PRIVATE_KEY
        ? { publicKey: values.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: values.WEB_PUSH_VAPID_PRIVATE_KEY }
        : undefined,
    webPushSubject: values.WEB_PUSH_SUBJECT,
    webPushAllowedHosts: values.WEB_PUSH_ALLOWED_HOSTS ?? DEFAULT_WEB_PUSH_ALLOWED_HOSTS,
    webPushTestAllowHttp: false,
  };
}

/** Every variable the server reads; `.env.example` must document each of them. */
export const CONFIG_VARIABLE_NAMES = Object.keys(variables) as VariableName[];
