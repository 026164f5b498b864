import type { AuthContext } from './auth-context.ts';
import { authErrors, MISSING_IDENTIFIER_MESSAGE } from './auth-error.ts';
import { enforceRateLimit } from './auth-rate-limits.ts';
import type { GoTrueSession } from './gotrue-user.ts';
import { normalizeEmail, normalizePhone } from './identifiers.ts';
import { checkPasswordStrength } from './password-policy.ts';
import { type Body, optionalString, readIdentifier, recipientOf } from './request-input.ts';
import { recordSecurityEvent, recordSignInLocked } from './security-events.ts';
import { type ClientInfo, startSession } from './sessions.ts';
import { findUserByIdentifier, updateUser } from './users-repo.ts';

// POST /token?grant_type=password. An unknown account, a wrong password and an account without a password all
// answer the same `invalid_credentials` after the same argon2 work. Whether the account is confirmed is only
// said to someone who just proved the password.

export async function passwordGrant(
  context: AuthContext,
  input: { body: Body; client: ClientInfo },
): Promise<GoTrueSession> {
  const { db, hasher } = context;
  const now = context.now();
  try {
    await enforceRateLimit(db, {
      scope: 'token:ip',
      subject: input.client.ip ?? '',
      rule: context.settings.rateLimits.passwordGrantPerIp,
      now,
    });
    const accountKey = accountRateLimitSubject(input.body);
    if (accountKey) {
      await enforceRateLimit(db, {
        scope: 'token:account',
        subject: accountKey,
        rule: context.settings.rateLimits.passwordGrantPerAccount,
        now,
      });
    }
  } catch (error) {
    await recordLockForAccount(context, input, error);
    throw error;
  }

  const password = optionalString(input.body, 'password');
  let identifier: ReturnType<typeof readIdentifier>;
  try {
    identifier = readIdentifier(input.body);
  } catch {
    // A malformed email or phone cannot belong to an account; answer as for any unknown account.
    if (password) await hasher.verifyDummy(password);
    throw authErrors.invalidCredentials();
  }
  if (!identifier || !password) throw authErrors.validation(MISSING_IDENTIFIER_MESSAGE);

  const user = await findUserByIdentifier(db, identifier);
  if (!user?.passwordHash) {
    await hasher.verifyDummy(password);
    throw authErrors.invalidCredentials();
  }
  if (!(await hasher.verify(user.passwordHash, password))) {
    await recordSecurityEvent(db, { userId: user.id, kind: 'sign_in_failed', client: input.client, now });
    throw authErrors.invalidCredentials();
  }
  if (user.bannedUntil && user.bannedUntil > now) throw authErrors.userBanned();
  if ('email' in identifier && !user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  if ('phone' in identifier && !user.phoneConfirmedAt) throw authErrors.phoneNotConfirmed();

  const signedIn = await updateUser(
    db,
    user.id,
    {
      lastSignInAt: now,
      ...(hasher.needsRehash(user.passwordHash) ? { passwordHash: await hasher.hash(password) } : {}),
    },
    now,
  );
  const session = await startSession(context, signedIn, 'password', input.client);
  // The protocol tells a client when a password that still works no longer meets the policy.
  const strength = checkPasswordStrength(password, [recipientOf(identifier)]);
  return strength.ok
    ? session
    : { ...session, weak_password: { message: strength.message, reasons: strength.reasons } };
}

// The owner of the account whose sign-in is paused sees it in their security log (and the sign-in page says
// how long). Unknown accounts record nothing, and the answer stays the same 429 for every address.
async function recordLockForAccount(
  context: AuthContext,
  input: { body: Body; client: ClientInfo },
  error: unknown,
): Promise<void> {
  const retryAfterSeconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof retryAfterSeconds !== 'number') return;
  let identifier: ReturnType<typeof readIdentifier>;
  try {
    identifier = readIdentifier(input.body);
  } catch {
    return;
  }
  if (!identifier) return;
  const user = await findUserByIdentifier(context.db, identifier);
  if (!user) return;
  await recordSignInLocked(context.db, {
    userId: user.id,
    client: input.client,
    retryAfterSeconds,
    now: context.now(),
  });
}

// Counted for every attempt, known account or not, on the normalised identifier when it can be read.
function accountRateLimitSubject(body: Body): string | undefined {
  const email = typeof body.email === 'string' ? body.email : undefined;
  const phone = typeof body.phone === 'string' ? body.phone : undefined;
  if (email) return `email:${normalizeEmail(email) ?? email.trim().toLowerCase()}`;
  if (phone) return `phone:${normalizePhone(phone) ?? phone.trim()}`;
  return undefined;
}
