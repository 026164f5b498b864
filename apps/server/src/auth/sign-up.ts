import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors, MISSING_IDENTIFIER_MESSAGE } from './auth-error.ts';
import { enforceRateLimit, enforceSendLimit } from './auth-rate-limits.ts';
import { sendSignUpConfirmation } from './code-delivery.ts';
import { fakeSignUpUser, type GoTrueSession, type GoTrueUser, toGoTrueUser } from './gotrue-user.ts';
import { checkPasswordStrength } from './password-policy.ts';
import { type PkceChallenge, readPkceChallenge } from './pkce.ts';
import {
  type Body,
  channelOf,
  optionalString,
  readIdentifier,
  readSignUpMetadata,
  recipientOf,
} from './request-input.ts';
import { type ClientInfo, startSession } from './sessions.ts';
import { createUserWithProfile, findUserByIdentifier, type StoredUser, updateUser } from './users-repo.ts';

// POST /signup. With confirmation at once (the embedded default) the answer is a session; otherwise the user
// waits for the code and the answer is the bare user. An address that already has a confirmed account gets,
// when confirmation is required, a look-alike user with no identities and its owner a notice, so the answer
// does not tell a stranger who is registered.

export async function signUp(
  context: AuthContext,
  input: { body: Body; redirectTo: string | undefined; client: ClientInfo },
): Promise<GoTrueSession | GoTrueUser> {
  const { db } = context;
  await enforceRateLimit(db, {
    scope: 'signup:ip',
    subject: input.client.ip ?? '',
    rule: context.settings.rateLimits.signupPerIp,
    now: context.now(),
  });
  const identifier = readIdentifier(input.body);
  // Neither email nor phone is the protocol's anonymous sign-in, which Amparo does not offer (decision 032).
  if (!identifier) throw authErrors.anonymousProviderDisabled();
  const password = optionalString(input.body, 'password');
  if (!password) throw authErrors.validation(MISSING_IDENTIFIER_MESSAGE);
  const metadata = readSignUpMetadata(input.body.data);
  const pkce = readPkceChallenge(input.body);

  const strength = checkPasswordStrength(password, [recipientOf(identifier)]);
  if (!strength.ok) throw authErrors.weakPassword(strength.message, strength.reasons);

  const byEmail = 'email' in identifier;
  const autoconfirm = byEmail ? context.settings.mailerAutoconfirm : context.settings.phoneAutoconfirm;
  // Hashed before the lookup, so a known address takes as long as an unknown one.
  const passwordHash = await context.hasher.hash(password);
  const now = context.now();
  const existing = await findUserByIdentifier(db, identifier);

  if (existing) {
    const confirmed = byEmail ? existing.emailConfirmedAt !== null : existing.phoneConfirmedAt !== null;
    if (autoconfirm) throw authErrors.userAlreadyExists();
    if (confirmed) {
      await notifyOwnerOfAttempt(context, existing, identifier);
      return fakeSignUpUser(
        byEmail ? { email: identifier.email } : { phone: identifier.phone },
        metadata.userMetadata,
        now,
      );
    }
    // Nobody has proved they own this unconfirmed address yet: the newest sign-up replaces the password, and
    // the account only opens for whoever receives the code.
    const replaced = await updateUser(
      db,
      existing.id,
      { passwordHash, userMetadata: metadata.userMetadata, locale: metadata.locale },
      now,
    );
    return toGoTrueUser(await confirmIfAllowed(context, replaced, identifier, input.redirectTo, pkce));
  }

  const created = await createUserWithProfile(db, {
    email: byEmail ? identifier.email : null,
    phone: byEmail ? null : identifier.phone,
    passwordHash,
    userMetadata: metadata.userMetadata,
    locale: metadata.locale,
    emailConfirmedAt: byEmail && autoconfirm ? now : null,
    phoneConfirmedAt: !byEmail && autoconfirm ? now : null,
    answers: metadata.answers,
    now,
  });
  if (!created) {
    // A concurrent sign-up for the same address won the race.
    if (autoconfirm) throw authErrors.userAlreadyExists();
    return fakeSignUpUser(
      byEmail ? { email: identifier.email } : { phone: identifier.phone },
      metadata.userMetadata,
      now,
    );
  }
  context.log.info({ userId: created.id, channel: channelOf(identifier), autoconfirm }, 'Account created');
  if (autoconfirm) {
    const signedIn = await updateUser(db, created.id, { lastSignInAt: now }, now);
    return startSession(context, signedIn, 'password', input.client);
  }
  return toGoTrueUser(await confirmIfAllowed(context, created, identifier, input.redirectTo, pkce));
}

async function confirmIfAllowed(
  context: AuthContext,
  user: StoredUser,
  identifier: Parameters<typeof sendSignUpConfirmation>[2],
  redirectTo: string | undefined,
  pkce: PkceChallenge | undefined,
): Promise<StoredUser> {
  try {
    await enforceSendLimit(context.db, {
      channel: channelOf(identifier),
      recipient: recipientOf(identifier),
      purpose: 'signup',
      now: context.now(),
      rules: context.settings.rateLimits,
    });
  } catch (error) {
    // Signing up twice within a minute must look like signing up once: the first code is still on its way.
    if (error instanceof AuthError && error.status === 429) return user;
    throw error;
  }
  return sendSignUpConfirmation(context, user, identifier, redirectTo, pkce);
}

async function notifyOwnerOfAttempt(
  context: AuthContext,
  owner: StoredUser,
  identifier: Parameters<typeof sendSignUpConfirmation>[2],
): Promise<void> {
  try {
    await enforceSendLimit(context.db, {
      channel: channelOf(identifier),
      recipient: recipientOf(identifier),
      purpose: 'signup',
      now: context.now(),
      rules: context.settings.rateLimits,
    });
  } catch (error) {
    if (error instanceof AuthError && error.status === 429) return;
    throw error;
  }
  if ('email' in identifier) {
    context.notifier.emailNotice(
      identifier.email,
      owner.locale,
      'signupAttempt',
      'auth.notice.signupAttempt',
    );
  } else {
    context.notifier.smsNotice(identifier.phone, owner.locale, 'signupAttempt', 'auth.notice.signupAttempt');
  }
}
