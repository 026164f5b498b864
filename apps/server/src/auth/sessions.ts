import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import {
  type AuthenticationMethodRecord,
  authRefreshTokens,
  authSessions,
} from '../platform/db/schema/auth.ts';
import { issueAccessToken } from './access-token.ts';
import type { AuthContext } from './auth-context.ts';
import { authErrors } from './auth-error.ts';
import { clampUserAgent, describeDevice, truncateIp } from './client-context.ts';
import { appMetadataOf, type GoTrueSession, toGoTrueSession } from './gotrue-user.ts';
import { phoneForProtocol } from './identifiers.ts';
import { listFactors } from './mfa/factors-repo.ts';
import { generateOpaqueToken, hashToken } from './secure-token.ts';
import { recordSecurityEvent, recordSignIn } from './security-events.ts';
import { findUserById, type StoredUser } from './users-repo.ts';

// Sessions end on the server (ASVS 7.4.1): every bearer call checks the session row, so signing out makes
// its access tokens useless at once. Refresh tokens rotate on every use; the parent of the active token may be
// replayed for 10 seconds (two tabs refreshing together), after that a replay means theft and ends the session.

export const REFRESH_TOKEN_REUSE_WINDOW_SECONDS = 10;
/** A session nobody has refreshed for this long has ended; the person signs in again. */
export const SESSION_INACTIVITY_LIMIT_DAYS = 30;

export type SessionRow = typeof authSessions.$inferSelect;

export type ClientInfo = { userAgent: string | undefined; ip: string | undefined };

export type AuthenticationMethod = 'password' | 'otp' | 'recovery' | 'email/signup' | 'passkey';

/** How a second factor was proved: `totp` is the protocol's; a recovery code is our extension. */
export type SecondFactorMethod = 'totp' | 'mfa/recovery_code';

/**
 * Raises a session to aal2 after a second factor: the method joins `amr` (newest first, as upstream), the
 * session counts as freshly authenticated, and its refresh tokens are replaced by a new one, so the aal1
 * tokens cannot be traded for aal2 ones.
 */
export async function upgradeSessionToAal2(
  db: Database,
  input: { session: SessionRow; method: SecondFactorMethod; now: Date },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const { now } = input;
  const amr: AuthenticationMethodRecord[] = [
    { method: input.method, timestamp: Math.floor(now.getTime() / 1000) },
    ...input.session.amr.filter((entry) => entry.method !== input.method),
  ];
  const [session] = await db
    .update(authSessions)
    .set({ aal: 'aal2', amr, authenticatedAt: now })
    .where(eq(authSessions.id, input.session.id))
    .returning();
  if (!session) throw new Error('The session to upgrade is gone');
  await db
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(and(eq(authRefreshTokens.sessionId, session.id), eq(authRefreshTokens.revoked, false)));
  const refreshToken = generateOpaqueToken();
  await db
    .insert(authRefreshTokens)
    .values({ tokenHash: hashToken(refreshToken), sessionId: session.id, createdAt: now });
  return { session, refreshToken };
}

/** Upstream ends the person's other sessions below aal2 once a factor is proved: they were opened without it. */
export async function endOtherAal1Sessions(
  db: Database,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      and(eq(authSessions.userId, userId), eq(authSessions.aal, 'aal1'), ne(authSessions.id, keepSessionId)),
    );
}

/** After the last factor is removed, sessions go back to aal1 (upstream's DowngradeSessionsToAAL1). */
export async function downgradeSessionsToAal1(db: Database, userId: string): Promise<void> {
  await db.update(authSessions).set({ aal: 'aal1' }).where(eq(authSessions.userId, userId));
}

export async function createSession(
  db: Database,
  input: { userId: string; method: AuthenticationMethod; client: ClientInfo; now: Date },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const amr: AuthenticationMethodRecord[] = [
    { method: input.method, timestamp: Math.floor(input.now.getTime() / 1000) },
  ];
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: input.userId,
      aal: 'aal1',
      amr,
      authenticatedAt: input.now,
      userAgent: clampUserAgent(input.client.userAgent),
      ipNetwork: truncateIp(input.client.ip),
      createdAt: input.now,
      lastSeenAt: input.now,
    })
    .returning();
  if (!session) throw new Error('The session insert returned no row');
  const refreshToken = generateOpaqueToken();
  await db
    .insert(authRefreshTokens)
    .values({ tokenHash: hashToken(refreshToken), sessionId: session.id, createdAt: input.now });
  return { session, refreshToken };
}

/** The protocol's session answer for a session row and a refresh token. */
export async function sessionResponse(
  context: AuthContext,
  user: StoredUser,
  session: SessionRow,
  refreshToken: string,
): Promise<GoTrueSession> {
  const accessToken = await issueAccessToken(
    context.keys.signing,
    {
      sub: user.id,
      email: user.email ?? '',
      phone: phoneForProtocol(user.phone),
      app_metadata: appMetadataOf(user),
      user_metadata: user.userMetadata,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    },
    { issuer: context.settings.issuer, now: context.now() },
  );
  return toGoTrueSession(user, accessToken, refreshToken, await listFactors(context.db, user.id));
}

/** Signs a user in: a new session and its first tokens. */
export async function startSession(
  context: AuthContext,
  user: StoredUser,
  method: AuthenticationMethod,
  client: ClientInfo,
): Promise<GoTrueSession> {
  const now = context.now();
  const { session, refreshToken } = await createSession(context.db, { userId: user.id, method, client, now });
  await recordSignIn(context, { user, sessionId: session.id, method, client, now });
  return sessionResponse(context, user, session, refreshToken);
}

export function isSessionActive(
  session: Pick<SessionRow, 'revokedAt' | 'notAfter' | 'lastSeenAt'>,
  now: Date,
): boolean {
  if (session.revokedAt) return false;
  if (session.notAfter && session.notAfter <= now) return false;
  return now.getTime() - session.lastSeenAt.getTime() <= SESSION_INACTIVITY_LIMIT_DAYS * 86_400_000;
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | null> {
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  return session ?? null;
}

/** The `refresh_token` grant, with rotation and reuse detection. */
export async function refreshSession(context: AuthContext, refreshToken: string): Promise<GoTrueSession> {
  const { db } = context;
  const now = context.now();
  const tokenHash = hashToken(refreshToken);
  const [token] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash));
  if (!token) throw authErrors.refreshTokenNotFound();
  const session = await findSession(db, token.sessionId);
  if (!session) throw authErrors.refreshTokenNotFound();
  if (!isSessionActive(session, now)) throw authErrors.sessionExpired();
  const user = await findUserById(db, session.userId);
  if (!user) throw authErrors.refreshTokenNotFound();
  if (user.bannedUntil && user.bannedUntil > now) throw authErrors.userBanned();

  if (!token.revoked) {
    // Conditional, so of two requests racing with the same token exactly one rotates it.
    const [rotated] = await db
      .update(authRefreshTokens)
      .set({ revoked: true, revokedAt: now })
      .where(and(eq(authRefreshTokens.id, token.id), eq(authRefreshTokens.revoked, false)))
      .returning({ id: authRefreshTokens.id });
    if (rotated) {
      const child = generateOpaqueToken();
      await db.insert(authRefreshTokens).values({
        tokenHash: hashToken(child),
        sessionId: session.id,
        parentHash: tokenHash,
        createdAt: now,
      });
      const [seen] = await db
        .update(authSessions)
        .set({ lastSeenAt: now })
        .where(eq(authSessions.id, session.id))
        .returning();
      return sessionResponse(context, user, seen ?? session, child);
    }
  }
  return replayOrRevoke(context, user, session, tokenHash, now);
}

async function replayOrRevoke(
  context: AuthContext,
  user: StoredUser,
  session: SessionRow,
  tokenHash: string,
  now: Date,
): Promise<GoTrueSession> {
  const { db } = context;
  const [token] = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash));
  const revokedAt = token?.revokedAt ?? now;
  const withinWindow = now.getTime() - revokedAt.getTime() <= REFRESH_TOKEN_REUSE_WINDOW_SECONDS * 1000;
  if (withinWindow) {
    const [activeChild] = await db
      .select()
      .from(authRefreshTokens)
      .where(
        and(
          eq(authRefreshTokens.sessionId, session.id),
          eq(authRefreshTokens.parentHash, tokenHash),
          eq(authRefreshTokens.revoked, false),
        ),
      );
    if (activeChild) {
      // The child's plain value is not stored, so the replaying tab gets a fresh sibling: the same session,
      // a new token, and the child stays valid for the tab that received it.
      const sibling = generateOpaqueToken();
      await db.insert(authRefreshTokens).values({
        tokenHash: hashToken(sibling),
        sessionId: session.id,
        parentHash: tokenHash,
        createdAt: now,
      });
      return sessionResponse(context, user, session, sibling);
    }
  }
  await revokeSessionRow(db, session.id, now);
  await recordSecurityEvent(db, {
    userId: user.id,
    kind: 'refresh_token_reused',
    sessionId: session.id,
    client: { userAgent: session.userAgent ?? undefined, ip: undefined },
    now,
  });
  context.notifier.securityNotice(user, 'refreshTokenReused', { device: describeDevice(session.userAgent) });
  context.log.warn(
    { sessionId: session.id, userId: user.id },
    'A used refresh token came back after the reuse window: the session was ended',
  );
  throw authErrors.refreshTokenAlreadyUsed();
}

async function revokeSessionRow(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, sessionId));
  await db
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)));
}

export type LogoutScope = 'global' | 'local' | 'others';

/**
 * Ends sessions at the server. Ended sessions are deleted with their refresh tokens. Answers how many sessions
 * other than `sessionId` ended.
 */
export async function endSessions(
  db: Database,
  input: { userId: string; sessionId: string; scope: LogoutScope },
): Promise<number> {
  const { userId, sessionId, scope } = input;
  let ended: { id: string }[];
  if (scope === 'global') {
    ended = await db
      .delete(authSessions)
      .where(eq(authSessions.userId, userId))
      .returning({ id: authSessions.id });
  } else if (scope === 'local') {
    ended = await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), eq(authSessions.id, sessionId)))
      .returning({ id: authSessions.id });
  } else {
    ended = await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId)))
      .returning({ id: authSessions.id });
  }
  return ended.filter((row) => row.id !== sessionId).length;
}

export type SessionSummary = {
  id: string;
  /** "Chrome on Android", or null when the browser did not say. */
  device: string | null;
  userAgent: string | null;
  /** The /24 or /48 network the session was opened from. */
  ipNetwork: string | null;
  aal: 'aal1' | 'aal2';
  createdAt: Date;
  lastSeenAt: Date;
};

/** The user's open sessions, most recently seen first: for the security center. */
export async function listSessions(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .orderBy(desc(authSessions.lastSeenAt));
  return rows
    .filter((row) => isSessionActive(row, now))
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      userAgent: row.userAgent,
      ipNetwork: row.ipNetwork,
      aal: row.aal,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
    }));
}

/** Ends one session of this user (a "sign out this device" button); false when there is no such session. */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), eq(authSessions.id, sessionId)))
    .returning({ id: authSessions.id });
  return deleted.length > 0;
}

/** Records that the person proved who they are again in this session (a code, a reauthentication). */
export async function markReauthenticated(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ authenticatedAt: now }).where(eq(authSessions.id, sessionId));
}
