import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { authPkceFlows, type PkceChallengeMethod, type PkceFlowPurpose } from '../platform/db/schema/pkce.ts';
import type { AuthContext } from './auth-context.ts';
import { authErrors } from './auth-error.ts';
import { enforceRateLimit } from './auth-rate-limits.ts';
import type { GoTrueSession } from './gotrue-user.ts';
import { type Body, optionalString } from './request-input.ts';
import { generateOpaqueToken, hashesEqual, hashToken } from './secure-token.ts';
import { type ClientInfo, startSession } from './sessions.ts';
import { findUserById } from './users-repo.ts';

// The protocol's PKCE flow (`flowType: 'pkce'` in auth-js; RFC 7636). A request for an emailed link may carry
// `code_challenge` and `code_challenge_method`; its link token then starts with `pkce_`, and opening the link
// redirects with `?code=<auth code>` instead of a session in the fragment. Only the browser that asked for the
// link holds the verifier, so a link opened elsewhere (or a code read from a log or a Referer) gives nobody a
// session: POST /token?grant_type=pkce needs the code and the verifier together. Decision 032.

export const PKCE_LINK_PREFIX = 'pkce_';

/** How long an auth code can be exchanged after the link was opened (GoTrue's flow-state expiry). */
export const PKCE_AUTH_CODE_LIFETIME_SECONDS = 5 * 60;

export type PkceChallenge = { challenge: string; method: PkceChallengeMethod };

// RFC 7636 §4.2: 43 to 128 characters of the unreserved set.
const CHALLENGE_SHAPE = /^[A-Za-z0-9._~-]{43,128}$/;

/** `code_challenge` and `code_challenge_method` of a request; undefined when neither was sent. */
export function readPkceChallenge(body: Body): PkceChallenge | undefined {
  const challenge = optionalString(body, 'code_challenge');
  const methodInput = optionalString(body, 'code_challenge_method');
  if (challenge === undefined && methodInput === undefined) return undefined;
  if (challenge === undefined || methodInput === undefined) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  const method = methodInput.toLowerCase();
  if (method !== 's256' && method !== 'plain') {
    throw authErrors.validation('code_challenge_method must be s256 or plain');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  }
  if (!CHALLENGE_SHAPE.test(challenge)) {
    throw authErrors.validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  return { challenge, method };
}

/** Ties a challenge to the code an email is about to carry; the flow lives as long as that code. */
export async function startPkceFlow(
  db: Database,
  input: {
    userId: string;
    oneTimeCodeId: string;
    purpose: PkceFlowPurpose;
    pkce: PkceChallenge;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db.insert(authPkceFlows).values({
    userId: input.userId,
    oneTimeCodeId: input.oneTimeCodeId,
    purpose: input.purpose,
    codeChallenge: input.pkce.challenge,
    codeChallengeMethod: input.pkce.method,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/**
 * At GET /verify, once the link's code is consumed: a fresh auth code for the flow waiting on it, or null when
 * there is none (or it already has one). Only its hash is stored.
 */
export async function issueAuthCode(
  db: Database,
  input: { oneTimeCodeId: string; now: Date },
): Promise<string | null> {
  const authCode = generateOpaqueToken();
  const [issued] = await db
    .update(authPkceFlows)
    .set({
      authCodeHash: hashToken(authCode),
      authCodeIssuedAt: input.now,
      expiresAt: new Date(input.now.getTime() + PKCE_AUTH_CODE_LIFETIME_SECONDS * 1000),
    })
    .where(and(eq(authPkceFlows.oneTimeCodeId, input.oneTimeCodeId), isNull(authPkceFlows.authCodeHash)))
    .returning({ id: authPkceFlows.id });
  return issued ? authCode : null;
}

function verifierMatches(flow: { codeChallenge: string; codeChallengeMethod: string }, verifier: string) {
  const derived =
    flow.codeChallengeMethod === 's256'
      ? createHash('sha256').update(verifier, 'utf8').digest('base64url')
      : verifier;
  return hashesEqual(derived, flow.codeChallenge);
}

// Longer than any verifier RFC 7636 allows; refused before hashing anything.
const MAX_VERIFIER_LENGTH = 512;

/** POST /token?grant_type=pkce: `{ auth_code, code_verifier }` for a session, once. */
export async function pkceGrant(
  context: AuthContext,
  input: { body: Body; client: ClientInfo },
): Promise<GoTrueSession> {
  const { db } = context;
  const now = context.now();
  await enforceRateLimit(db, {
    scope: 'pkce:ip',
    subject: input.client.ip ?? '',
    rule: context.settings.rateLimits.verifyPerIp,
    now,
  });
  const authCode = optionalString(input.body, 'auth_code');
  const verifier = optionalString(input.body, 'code_verifier');
  if (!authCode || !verifier) {
    throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  if (authCode.length > MAX_VERIFIER_LENGTH) throw authErrors.flowStateNotFound();
  if (verifier.length > MAX_VERIFIER_LENGTH) throw authErrors.badCodeVerifier();

  const authCodeHash = hashToken(authCode);
  const [flow] = await db.select().from(authPkceFlows).where(eq(authPkceFlows.authCodeHash, authCodeHash));
  if (!flow) throw authErrors.flowStateNotFound();
  if (flow.expiresAt <= now) throw authErrors.flowStateExpired();
  // A wrong verifier leaves the code as it was, as GoTrue does: without the verifier it is worth nothing.
  if (!verifierMatches(flow, verifier)) throw authErrors.badCodeVerifier();

  // One use, even when two requests race: only the one that deletes the row goes on.
  const [consumed] = await db
    .delete(authPkceFlows)
    .where(and(eq(authPkceFlows.id, flow.id), eq(authPkceFlows.authCodeHash, authCodeHash)))
    .returning({ id: authPkceFlows.id });
  if (!consumed) throw authErrors.flowStateNotFound();

  const user = await findUserById(db, flow.userId);
  if (!user) throw authErrors.flowStateNotFound();
  if (user.bannedUntil && user.bannedUntil > now) throw authErrors.userBanned();
  return startSession(context, user, flow.purpose === 'recovery' ? 'recovery' : 'otp', input.client);
}
