import { toMessageLocale } from '@amparo/contract/auth/message-locale';
import { and, eq, ne } from 'drizzle-orm';
import { authSessions } from '../platform/db/schema/auth.ts';
import { mayPerformSensitiveAction } from './assurance.ts';
import type { AuthContext } from './auth-context.ts';
import { authErrors } from './auth-error.ts';
import { enforceRateLimit, enforceSendLimit } from './auth-rate-limits.ts';
import type { BearerIdentity } from './bearer.ts';
import { sendEmailChangeCode, sendNotice, sendPhoneChangeCode } from './code-delivery.ts';
import { isDemoEmail } from './demo-accounts.ts';
import { type GoTrueUser, toGoTrueUser } from './gotrue-user.ts';
import { normalizeEmail } from './identifiers.ts';
import { maskEmail, maskPhone } from './messages/render-auth-message.ts';
import { listFactors } from './mfa/factors-repo.ts';
import { consumeReauthenticationNonce } from './one-time-codes.ts';
import { checkPasswordStrength } from './password-policy.ts';
import { readPkceChallenge } from './pkce.ts';
import { type Body, mergeMetadata, optionalString, readMetadataObject, readPhone } from './request-input.ts';
import { recordSecurityEvent } from './security-events.ts';
import type { ClientInfo } from './sessions.ts';
import {
  findUserByEmail,
  findUserByPhone,
  syncProfileEmail,
  type UserPatch,
  updateUser,
} from './users-repo.ts';

// PUT /user. Changing the password, email or phone needs proof that the person at the keyboard is the owner
// (ASVS 7.5.1): a sign-in (or code) in this session within the last 10 minutes, the current password, or a
// nonce from GET /reauthenticate. A recovery link counts as a fresh sign-in, so "forgot password" works.
// After a password change every other session ends and the owner is told (ASVS 6.3.7, 7.4.3).

export const REAUTHENTICATION_WINDOW_MINUTES = 10;

export async function updateCurrentUser(
  context: AuthContext,
  identity: BearerIdentity,
  input: { body: Body; redirectTo: string | undefined; client: ClientInfo },
): Promise<GoTrueUser> {
  const { db, hasher } = context;
  const { body } = input;
  const now = context.now();
  if (body.app_metadata !== undefined) throw authErrors.notAdmin();
  await enforceRateLimit(db, {
    scope: 'user-update:ip',
    subject: input.client.ip ?? '',
    rule: context.settings.rateLimits.messagesPerIp,
    now,
  });

  let user = identity.user;
  const password = optionalString(body, 'password');
  const emailInput = optionalString(body, 'email');
  const phoneInput = optionalString(body, 'phone');
  const newEmail = emailInput === undefined ? undefined : normalizeEmail(emailInput);
  if (newEmail === null) throw authErrors.emailAddressInvalid();
  const newPhone = phoneInput === undefined ? undefined : readPhone(phoneInput);
  const emailChanges = newEmail !== undefined && newEmail !== user.email;
  const phoneChanges = newPhone !== undefined && newPhone !== user.phone;
  const metadata = body.data === undefined ? undefined : readMetadataObject(body.data);
  // auth-js sends a challenge with an email change in its PKCE flow: the link to the new address ends in a code.
  const pkce = readPkceChallenge(body);

  if (
    (password || emailChanges || phoneChanges) &&
    context.settings.demoAccounts &&
    isDemoEmail(user.email)
  ) {
    throw authErrors.notAdmin(
      'The demo accounts are shared: their email, phone and password cannot be changed',
    );
  }

  if (password) {
    const strength = checkPasswordStrength(password, [user.email ?? '', user.phone ?? '']);
    if (!strength.ok) throw authErrors.weakPassword(strength.message, strength.reasons);
    if (user.passwordHash && (await hasher.verify(user.passwordHash, password)))
      throw authErrors.samePassword();
  }
  if (
    (password || emailChanges || phoneChanges) &&
    !(await mayPerformSensitiveAction(db, { userId: user.id, aal: identity.session.aal }))
  ) {
    // Upstream's answer when a person with a verified factor tries this from an aal1 session.
    throw authErrors.insufficientAal(
      401,
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (password || emailChanges || phoneChanges) await requireRecentAuthentication(context, identity, body);
  if (emailChanges && newEmail) {
    const taken = await findUserByEmail(db, newEmail);
    if (taken && taken.id !== user.id) throw authErrors.emailExists();
    await enforceSendLimit(db, {
      channel: 'email',
      recipient: newEmail,
      purpose: 'email_change',
      now,
      rules: context.settings.rateLimits,
    });
  }
  if (phoneChanges && newPhone) {
    const taken = await findUserByPhone(db, newPhone);
    if (taken && taken.id !== user.id) throw authErrors.phoneExists();
    await enforceSendLimit(db, {
      channel: 'sms',
      recipient: newPhone,
      purpose: 'phone_change',
      now,
      rules: context.settings.rateLimits,
    });
  }

  const patch: UserPatch = {};
  if (metadata) {
    patch.userMetadata = mergeMetadata(user.userMetadata, metadata);
    if (typeof metadata.locale === 'string') patch.locale = toMessageLocale(metadata.locale);
  }
  if (password) patch.passwordHash = await hasher.hash(password);
  user = await updateUser(db, user.id, patch, now);

  if (password) {
    await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, user.id), ne(authSessions.id, identity.session.id)));
    sendNotice(context, user, 'passwordChanged');
    await recordSecurityEvent(db, {
      userId: user.id,
      kind: 'password_changed',
      sessionId: identity.session.id,
      client: input.client,
      now,
    });
    context.log.info({ userId: user.id }, 'Password changed; other sessions ended');
  }
  if (emailChanges && newEmail) {
    const previous = user;
    if (context.settings.mailerAutoconfirm) {
      user = await updateUser(db, user.id, { email: newEmail, emailConfirmedAt: now, newEmail: null }, now);
      await syncProfileEmail(db, user.id, newEmail, now);
      await recordSecurityEvent(db, {
        userId: user.id,
        kind: 'email_changed',
        sessionId: identity.session.id,
        client: input.client,
        now,
      });
    } else {
      user = await updateUser(db, user.id, { newEmail, emailChangeSentAt: now }, now);
      await sendEmailChangeCode(context, user, newEmail, input.redirectTo, pkce);
    }
    if (previous.email || previous.phone)
      sendNotice(context, previous, 'emailChangeRequested', maskEmail(newEmail));
  }
  if (phoneChanges && newPhone) {
    const previous = user;
    if (context.settings.phoneAutoconfirm) {
      user = await updateUser(db, user.id, { phone: newPhone, phoneConfirmedAt: now, newPhone: null }, now);
      await recordSecurityEvent(db, {
        userId: user.id,
        kind: 'phone_changed',
        sessionId: identity.session.id,
        client: input.client,
        now,
      });
    } else {
      user = await updateUser(db, user.id, { newPhone, phoneChangeSentAt: now }, now);
      await sendPhoneChangeCode(context, user, newPhone);
    }
    sendNotice(context, previous, 'phoneChangeRequested', maskPhone(newPhone));
  }
  return toGoTrueUser(user, await listFactors(db, user.id));
}

async function requireRecentAuthentication(
  context: AuthContext,
  identity: BearerIdentity,
  body: Body,
): Promise<void> {
  const now = context.now();
  const age = now.getTime() - identity.session.authenticatedAt.getTime();
  if (age <= REAUTHENTICATION_WINDOW_MINUTES * 60_000) return;
  const currentPassword = optionalString(body, 'current_password');
  if (currentPassword && identity.user.passwordHash) {
    if (await context.hasher.verify(identity.user.passwordHash, currentPassword)) return;
    throw authErrors.invalidCredentials();
  }
  const nonce = optionalString(body, 'nonce');
  if (!nonce) throw authErrors.reauthenticationNeeded();
  const valid = await consumeReauthenticationNonce(context.db, { userId: identity.user.id, nonce, now });
  if (!valid) throw authErrors.reauthenticationNotValid();
}
