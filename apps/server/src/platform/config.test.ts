import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLE_NAMES, ConfigError, loadConfig } from './config.ts';
import { defaultWebDistDir, serverRoot } from './paths.ts';

function problemsFor(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  // Only the platform's variables: each area tests its own.
  it('runs the embedded default with nothing set', () => {
    expect(loadConfig({})).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      webDistDir: defaultWebDistDir,
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
    });
    expect(defaultWebDistDir).toBe(join(serverRoot, '..', 'web', 'dist'));
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/amparo',
      DATABASE_URL: 'postgresql://amparo:secret@db.internal:5432/amparo',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://amparo.example/',
      WEB_DIST_DIR: 'web-build',
      SHUTDOWN_TIMEOUT_MS: '2500',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      PAYMENTS_TEST_MODE: 'on',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/amparo',
      databaseUrl: 'postgresql://amparo:secret@db.internal:5432/amparo',
      logLevel: 'warn',
      publicUrl: 'https://amparo.example',
      webDistDir: resolve('web-build'),
      shutdownTimeoutMs: 2500,
      trustProxy: ['10.0.0.0/8', 'loopback'],
    });
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535 (got "abc").'],
    ['PORT', '0', 'PORT must be a whole number from 1 to 65535 (got "0").'],
    ['PORT', '65536', 'PORT must be a whole number from 1 to 65535 (got "65536").'],
    ['PORT', '80.5', 'PORT must be a whole number from 1 to 65535 (got "80.5").'],
    ['NODE_ENV', 'prod', 'NODE_ENV must be development, production or test (got "prod").'],
    [
      'HOST',
      'http://x',
      'HOST must be a host name or IP address to listen on, such as 0.0.0.0 (got "http://x").',
    ],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose").',
    ],
    [
      'PUBLIC_URL',
      'amparo.example',
      'PUBLIC_URL must be an absolute http:// or https:// URL without query or fragment (got "amparo.example").',
    ],
    [
      'SHUTDOWN_TIMEOUT_MS',
      '-1',
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000 (got "-1").',
    ],
    [
      'TRUST_PROXY',
      'yes please',
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges (got "yes please").',
    ],
  ])('names %s when it is %j', (name, value, line) => {
    expect(problemsFor({ [name]: value })).toEqual([line]);
  });

  it('never prints the value of DATABASE_URL, which may hold a password', () => {
    const problems = problemsFor({ DATABASE_URL: 'mysql://admin:hunter2@db/amparo' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(problems[0]).not.toContain('hunter2');
    expect(problemsFor({ DATABASE_URL: 'not a url' })[0]).toMatch(/^DATABASE_URL /);
  });

  it('reports every bad variable at once, one line each, in one ConfigError', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    const problems = problemsFor({ PORT: 'x', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    expect(problems.map((line) => line.split(' ')[0])).toEqual(['NODE_ENV', 'PORT', 'LOG_LEVEL']);
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('refuses the free TEST MODE checkout in production unless it is asked for on purpose', () => {
    expect(problemsFor({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(
        /^STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production/,
      ),
    ]);
    expect(problemsFor({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'on' })).toEqual([]);
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefghij',
    };
    expect(problemsFor({ NODE_ENV: 'production', ...stripe })).toEqual([]);
    expect(problemsFor({ ...stripe, PAYMENTS_TEST_MODE: 'on' })).toEqual([
      'PAYMENTS_TEST_MODE=on cannot be combined with STRIPE_SECRET_KEY: choose one.',
    ]);
    expect(problemsFor({})).toEqual([]);
  });

  it('runs the default number of jobs at once unless JOB_WORKER_CONCURRENCY (1-8) says otherwise', () => {
    expect(loadConfig({}).jobWorkerConcurrency).toBeUndefined();
    expect(loadConfig({ JOB_WORKER_CONCURRENCY: '1' }).jobWorkerConcurrency).toBe(1);
    expect(problemsFor({ JOB_WORKER_CONCURRENCY: '0' })).toEqual([
      'JOB_WORKER_CONCURRENCY must be a whole number from 1 to 8 (got "0").',
    ]);
  });

  it('sends web pushes only to the known push services unless WEB_PUSH_ALLOWED_HOSTS replaces the list', () => {
    expect(loadConfig({}).webPushAllowedHosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'push.services.mozilla.com',
      'notify.windows.com',
      'push.apple.com',
    ]);
    expect(loadConfig({}).webPushTestAllowHttp).toBe(false);
    expect(loadConfig({ WEB_PUSH_ALLOWED_HOSTS: 'Push.Example.org, localhost' }).webPushAllowedHosts).toEqual(
      ['push.example.org', 'localhost'],
    );
    for (const bad of [
      '127.0.0.1',
      'https://push.example.org',
      'push.example.org:443',
      '[::1]',
      'a,,b',
      '*.x.org',
    ]) {
      expect(problemsFor({ WEB_PUSH_ALLOWED_HOSTS: bad })).toHaveLength(1);
    }
  });

  it('slows alert sends only on a test server, never in production', () => {
    expect(loadConfig({}).testAlertSendDelayMs).toBe(0);
    expect(loadConfig({ TEST_ALERT_SEND_DELAY_MS: '800' }).testAlertSendDelayMs).toBe(800);
    expect(
      problemsFor({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'on', TEST_ALERT_SEND_DELAY_MS: '800' }),
    ).toEqual(['TEST_ALERT_SEND_DELAY_MS is for tests only and cannot be set when NODE_ENV=production.']);
    expect(problemsFor({ TEST_ALERT_SEND_DELAY_MS: '60000' })).toEqual([
      'TEST_ALERT_SEND_DELAY_MS must be a whole number of milliseconds from 0 to 10000 (got "60000").',
    ]);
  });

  it('reads the auth rate limits an operator sets, and only those', () => {
    expect(loadConfig({}).authRateLimits).toEqual({});
    expect(
      loadConfig({
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '60/5m',
        AUTH_RATE_LIMIT_SEND_PER_RECIPIENT_ALL_KINDS: '20 / 1d',
        AUTH_RATE_LIMIT_VERIFY_PER_IP: '5/90',
      }).authRateLimits,
    ).toEqual({
      passwordGrantPerIp: { limit: 60, windowSeconds: 300 },
      sendPerRecipientHourly: { limit: 20, windowSeconds: 86_400 },
      verifyPerIp: { limit: 5, windowSeconds: 90 },
    });
    for (const bad of ['60', '0/5m', '60/0s', '60/2d', 'lots/5m', '1000001/1m', '-1/5m', '60/5w']) {
      expect(problemsFor({ AUTH_RATE_LIMIT_SIGN_UP_PER_IP: bad })).toEqual([
        `AUTH_RATE_LIMIT_SIGN_UP_PER_IP must be COUNT/WINDOW, such as 30/5m (30 in any 5 minutes): a count from 1 to 100000 and a window of s, m, h or d from 1 second to 1 day (got ${JSON.stringify(bad)}).`,
      ]);
    }
  });

  it('is documented variable by variable in .env.example', () => {
    const example = readFileSync(join(serverRoot, '..', '..', '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...CONFIG_VARIABLE_NAMES].sort());
  });
});
