import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { authSecurityEvents, type SecurityEventKind } from '../platform/db/schema/security.ts';
import type { AuthContext } from './auth-context.ts';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.ts';
import { describeDevice, truncateIp } from './client-context.ts';

// One place that writes the security log. Callers pass what they know; the device and network are reduced
// here so no caller can store a full address or a raw user agent by mistake.

export type SecurityEventInput = {
  userId: string;
  kind: SecurityEventKind;
  sessionId?: string | null;
  client?: { userAgent: string | undefined; ip: string | undefined };
  detail?: Record<string, string | number | boolean>;
  now: Date;
};

export async function recordSecurityEvent(db: Database, input: SecurityEventInput): Promise<void> {
  await db.insert(authSecurityEvents).values({
    userId: input.userId,
    kind: input.kind,
    sessionId: input.sessionId ?? null,
    device: input.client?.userAgent ? describeDevice(input.client.userAgent) : null,
    ipNetwork: truncateIp(input.client?.ip),
    detail: input.detail ?? {},
    createdAt: input.now,
  });
}

/** A sign-in from a device and network pair not seen on the account for this long is a "new device". */
export const NEW_DEVICE_LOOKBACK_DAYS = 90;

type SignInUser = { id: string; email: string | null; phone: string | null; locale: MessageLocale };

/**
 * Records a sign-in (sign-up, password, code, recovery link) and, when its described device and truncated network
 * pair has not signed in to this account in the last 90 days, a `new_device` event and a notice to the owner. An
 * account with no sign-in on record at all (its very first) has nothing to compare with, so it is never "new".
 */
export async function recordSignIn(
  context: Pick<AuthContext, 'db' | 'notifier'>,
  input: {
    user: SignInUser;
    sessionId: string;
    method: string;
    client: { userAgent: string | undefined; ip: string | undefined };
    now: Date;
  },
): Promise<void> {
  const { db } = context;
  const device = input.client.userAgent ? describeDevice(input.client.userAgent) : null;
  const network = truncateIp(input.client.ip);
  const since = new Date(input.now.getTime() - NEW_DEVICE_LOOKBACK_DAYS * 86_400_000);
  const seen = await db
    .select({ device: authSecurityEvents.device, ipNetwork: authSecurityEvents.ipNetwork })
    .from(authSecurityEvents)
    .where(
      and(
        eq(authSecurityEvents.userId, input.user.id),
        eq(authSecurityEvents.kind, 'sign_in'),
        gte(authSecurityEvents.createdAt, since),
      ),
    )
    .orderBy(desc(authSecurityEvents.createdAt))
    .limit(500);
  const known = seen.some((row) => row.device === device && row.ipNetwork === network);
  await recordSecurityEvent(db, {
    userId: input.user.id,
    kind: 'sign_in',
    sessionId: input.sessionId,
    client: input.client,
    detail: { method: input.method },
    now: input.now,
  });
  if (seen.length > 0 && !known) {
    await recordSecurityEvent(db, {
      userId: input.user.id,
      kind: 'new_device',
      sessionId: input.sessionId,
      client: input.client,
      now: input.now,
    });
    context.notifier.securityNotice(input.user, 'newDeviceSignIn', { device });
  }
}

/**
 * Records that sign-in to an account is paused by the rate limiter, once per lock: a locked account keeps
 * answering 429 for every try, and one line in the log says it as well as twenty would.
 */
export async function recordSignInLocked(
  db: Database,
  input: {
    userId: string;
    client: { userAgent: string | undefined; ip: string | undefined };
    retryAfterSeconds: number;
    now: Date;
  },
): Promise<void> {
  // The account's limit counts attempts over this window, so one lock never lasts longer.
  const since = new Date(input.now.getTime() - AUTH_RATE_LIMITS.passwordGrantPerAccount.windowSeconds * 1000);
  const [recent] = await db
    .select({ createdAt: authSecurityEvents.createdAt })
    .from(authSecurityEvents)
    .where(
      and(
        eq(authSecurityEvents.userId, input.userId),
        eq(authSecurityEvents.kind, 'sign_in_locked'),
        gte(authSecurityEvents.createdAt, since),
      ),
    )
    .limit(1);
  if (recent) return;
  await recordSecurityEvent(db, {
    userId: input.userId,
    kind: 'sign_in_locked',
    client: input.client,
    detail: { retry_after_minutes: Math.max(1, Math.ceil(input.retryAfterSeconds / 60)) },
    now: input.now,
  });
}
