import { GoTrueClient, type SupportedStorage } from '@supabase/auth-js';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { listOutboxMessages, type OutboxMessage } from '../platform/mail/outbox-store.ts';
import { createTestConfig } from '../test/test-app.ts';
import { AUTH_PREFIX, authRoutes } from './routes.ts';

// For integration tests: the whole app listening on a random port, the official client pointed at it, and
// the outbox read the way a person reads their messages.

export type AuthTestServer = {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  config: Config;
  /**
   * A fresh `@supabase/auth-js` client with its own storage. Each client comes from its own address (through
   * X-Forwarded-For), as separate people would, so per-address limits do not spill between tests.
   */
  client(options?: {
    ip?: string;
    /** `pkce`: links end in `?code=`, exchanged with the verifier the client keeps in its storage. */
    flowType?: 'implicit' | 'pkce';
    storage?: SupportedStorage;
  }): GoTrueClient;
  /** Waits for the newest message to `recipient` sent after `since`. */
  waitForMessage(recipient: string, options?: { since?: Date; purpose?: string }): Promise<OutboxMessage>;
  close(): Promise<void>;
};

let addressCounter = 0;

export function uniqueTestAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let identifierCounter = 0;

export function uniqueEmail(label = 'person'): string {
  identifierCounter += 1;
  return `${label}.${Date.now().toString(36)}${identifierCounter}@example.org`;
}

/** A valid US number in Washington's 202-555 exchange, which is not assigned to real subscribers. */
export function uniquePhone(): string {
  identifierCounter += 1;
  return `+1202555${String(identifierCounter % 10000).padStart(4, '0')}`;
}

/**
 * The whole app (buildApp), or with `clock` only the auth plugin on a bare Fastify, for tests that move time
 * forward (refresh-token reuse window, reauthentication window).
 */
export async function startAuthTestServer(
  db: Database,
  overrides: Partial<Config> = {},
  options: { clock?: () => Date } = {},
): Promise<AuthTestServer> {
  const config = createTestConfig({ trustProxy: true, ...overrides });
  let app: FastifyInstance;
  if (options.clock) {
    app = Fastify({ trustProxy: true, logger: false });
    await app.register(authRoutes, { prefix: AUTH_PREFIX, config, db, now: options.clock });
  } else {
    app = await buildApp({ config, db });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  let clientCounter = 0;

  return {
    app,
    url,
    config,
    client(options = {}) {
      clientCounter += 1;
      return new GoTrueClient({
        url: `${url}/auth/v1`,
        autoRefreshToken: false,
        persistSession: true,
        detectSessionInUrl: false,
        storageKey: `amparo-test-${clientCounter}`,
        flowType: options.flowType ?? 'implicit',
        // auth-js keeps its passkey calls behind this flag; the server answers them (decisions 035, 032).
        experimental: { passkey: true },
        ...(options.storage ? { storage: options.storage } : {}),
        headers: { 'X-Forwarded-For': options.ip ?? uniqueTestAddress() },
      });
    },
    async waitForMessage(recipient, options = {}) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const [message] = await listOutboxMessages(db, {
          recipient,
          purpose: options.purpose,
          since: options.since,
          limit: 1,
        });
        if (message) return message;
        if (Date.now() > deadline) throw new Error(`No message reached ${recipient} in time`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => app.close(),
  };
}

/** The 6-digit code in a message. */
export function codeIn(message: { body: string }): string {
  // Emails show the code on a line of its own; text messages inline.
  const match = /^\s*(\d{6})\s*$/m.exec(message.body) ?? /(?<!\d)(\d{6})(?!\d)/.exec(message.body);
  if (!match?.[1]) throw new Error('The message holds no code');
  return match[1];
}

/** The /auth/v1/verify link in an email, pointed at the test server. */
export function verifyLinkIn(message: { body: string }, serverUrl: string): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.body);
  if (!match) throw new Error('The message holds no verification link');
  const link = new URL(match[0]);
  const server = new URL(serverUrl);
  link.protocol = server.protocol;
  link.host = server.host;
  return link.toString();
}

/** A storage that lives in memory, readable by the test (auth-js keeps the PKCE verifier there). */
export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}
