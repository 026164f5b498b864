import type { OneTimeCodePurpose } from '../platform/db/schema/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError, authErrors } from './auth-error.ts';
import { enforceRateLimit, enforceSendLimit } from './auth-rate-limits.ts';
import type { BearerIdentity } from './bearer.ts';
import {
  defaultRedirect,
  type LinkType,
  sendEmailChangeCode,
  sendPhoneChangeCode,
  sendRecovery,
  sendSignInCode,
  sendSignUpConfirmation,
} from './code-delivery.ts';
import type { GoTrueSession } from './gotrue-user.ts';
import {
  type CodeRecord,
  consumeCodeByLinkToken,
  consumeCodeByValue,
  issueOneTimeCode,
} from './one-time-codes.ts';
import { issueAuthCode, PKCE_LINK_PREFIX, readPkceChallenge } from './pkce.ts';
import { safeRedirect, withFragment, withQuery, withQueryAndFragment } from './redirect-target.ts';
import {
  type Body,
  channelOf,
  optionalString,
  readIdentifier,
  readSignUpMetadata,
  recipientOf,
} from './request-input.ts';
import { recordSecurityEvent } from './security-events.ts';
import { type AuthenticationMethod, type ClientInfo, startSession } from './sessions.ts';
import {
  createUserWithProfile,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  findUserByPendingChange,
  findUserByPhone,
  type StoredUser,
  syncProfileEmail,
  updateUser,
} from './users-repo.ts';

// /otp, /recover, /resend, /verify and /reauthenticate. The sending endpoints answer `{}` whether or not the
// address has an account, and count the per-recipient send limit either way, so neither the answer nor a 429
// tells who is registered.

const EMPTY: Record<string, never> = {};

async function limitPerIp(context: AuthContext, scope: string, client: ClientInfo): Promise<void> {
  await enforceRateLimit(context.db, {
    scope,
    subject: client.ip ?? '',
    rule: scope.startsWith('verify')
      ? context.settings.rateLimits.verifyPerIp
      : context.settings.rateLimits.messagesPerIp,
    now: context.now(),
  });
}

function isLive(bannedUntil: Date | null, now: Date): boolean {
  return !bannedUntil || bannedUntil <= now;
}

/** POST /recover: a reset link and code by email. */
export async function requestRecovery(
  context: AuthContext,
  input: { body: Body; redirectTo: string | undefined; client: ClientInfo },
): Promise<Record<string, never>> {
  await limitPerIp(context, 'recover:ip', input.client);
  const identifier = readIdentifier({ email: input.body.email });
  if (!identifier || !('email' in identifier)) throw authErrors.validation('An email address is required');
  const pkce = readPkceChallenge(input.body);
  await enforceSendLimit(context.db, {
    channel: 'email',
    recipient: identifier.email,
    purpose: 'recovery',
    now: context.now(),
    rules: context.settings.rateLimits,
  });
  const user = await findUserByEmail(context.db, identifier.email);
  if (user?.email && isLive(user.bannedUntil, context.now())) {
    await sendRecovery(context, { ...user, email: user.email }, input.redirectTo, pkce);
  }
  return EMPTY;
}

/** POST /otp: a sign-in code, creating the account first when `create_user` allows it. */
export async function requestSignInCode(
  context: AuthContext,
  input: { body: Body; redirectTo: string | undefined; client: ClientInfo },
): Promise<Record<string, never>> {
  await limitPerIp(context, 'otp:ip', input.client);
  const identifier = readIdentifier(input.body);
  if (!identifier) throw authErrors.validation('You must provide either an email or phone number.');
  const createUser = input.body.create_user !== false;
  const metadata = readSignUpMetadata(input.body.data);
  const pkce = readPkceChallenge(input.body);
  const now = context.now();
  await enforceSendLimit(context.db, {
    channel: channelOf(identifier),
    recipient: recipientOf(identifier),
    purpose: 'signin',
    now,
    rules: context.settings.rateLimits,
  });

  let user = await findUserByIdentifier(context.db, identifier);
  if (!user && createUser) {
    const byEmail = 'email' in identifier;
    user = await createUserWithProfile(context.db, {
      email: byEmail ? identifier.email : null,
      phone: byEmail ? null : identifier.phone,
      passwordHash: null,
      userMetadata: metadata.userMetadata,
      locale: metadata.locale,
      emailConfirmedAt: null,
      phoneConfirmedAt: null,
      answers: metadata.answers,
      now,
    });
  }
  if (user && isLive(user.bannedUntil, now))
    await sendSignInCode(context, user, identifier, input.redirectTo, pkce);
  return EMPTY;
}

const RESEND_TYPES = ['signup', 'sms', 'email_change', 'phone_change'] as const;

/** POST /resend: a new code for a sign-up or a change still waiting for one. */
export async function resendCode(
  context: AuthContext,
  input: { body: Body; redirectTo: string | undefined; client: ClientInfo },
): Promise<Record<string, never>> {
  await limitPerIp(context, 'resend:ip', input.client);
  const type = optionalString(input.body, 'type');
  // A number that cannot exist has nothing waiting for it: 200 as for any unknown number, as GoTrue answers.
  const identifier = readIdentifier(input.body, 'lookup');
  if (!identifier || !type) {
    throw authErrors.validation('You must provide either an email or phone number and a type');
  }
  if (!(RESEND_TYPES as readonly string[]).includes(type)) {
    throw authErrors.validation(`type must be one of ${RESEND_TYPES.join(', ')}`);
  }
  // auth-js sends a new challenge with an email resend in its PKCE flow (and keeps only the new verifier).
  const pkce = readPkceChallenge(input.body);
  const emailType = type === 'signup' || type === 'email_change';
  if (emailType !== 'email' in identifier) {
    throw authErrors.validation(emailType ? 'An email address is required' : 'A phone number is required');
  }
  const now = context.now();
  await enforceSendLimit(context.db, {
    channel: channelOf(identifier),
    recipient: recipientOf(identifier),
    purpose:
      type === 'signup' || type === 'sms'
        ? 'signup'
        : type === 'email_change'
          ? 'email_change'
          : 'phone_change',
    now,
    rules: context.settings.rateLimits,
  });

  if (type === 'signup' || type === 'sms') {
    const user = await findUserByIdentifier(context.db, identifier);
    const unconfirmed = user && ('email' in identifier ? !user.emailConfirmedAt : !user.phoneConfirmedAt);
    if (user && unconfirmed) await sendSignUpConfirmation(context, user, identifier, input.redirectTo, pkce);
  } else {
    const user = await findUserByPendingChange(context.db, identifier);
    if (user && 'email' in identifier)
      await sendEmailChangeCode(context, user, identifier.email, input.redirectTo, pkce);
    if (user && 'phone' in identifier) await sendPhoneChangeCode(context, user, identifier.phone);
  }
  return EMPTY;
}

/** GET /reauthenticate: a nonce for PUT /user, by email (or SMS for a phone-only account). */
export async function requestReauthentication(
  context: AuthContext,
  identity: BearerIdentity,
  client: ClientInfo,
): Promise<Record<string, never>> {
  await limitPerIp(context, 'reauthenticate:ip', client);
  const { user } = identity;
  const now = context.now();
  const channel = user.email ? 'email' : 'sms';
  const recipient = user.email ?? user.phone;
  if (!recipient)
    throw authErrors.validation('This account has no email address or phone number to send a code to');
  await enforceSendLimit(context.db, {
    channel,
    recipient,
    purpose: 'reauthentication',
    now,
    rules: context.settings.rateLimits,
  });
  const issued = await issueOneTimeCode(context.db, {
    userId: user.id,
    purpose: 'reauthentication',
    channel,
    recipient,
    withLink: false,
    now,
  });
  if (channel === 'email') {
    context.notifier.emailCode(
      recipient,
      user.locale,
      'reauthentication',
      { code: issued.code },
      'auth.reauthentication',
    );
  } else {
    context.notifier.smsCode(
      recipient,
      user.locale,
      'reauthentication',
      issued.code,
      'auth.reauthentication',
    );
  }
  return EMPTY;
}

type VerifyRule = { purposes: readonly OneTimeCodePurpose[]; channel: 'email' | 'sms' };

const VERIFY_TYPES: Record<string, VerifyRule> = {
  signup: { purposes: ['signup'], channel: 'email' },
  email: { purposes: ['signup', 'signin'], channel: 'email' },
  magiclink: { purposes: ['signin', 'signup'], channel: 'email' },
  recovery: { purposes: ['recovery'], channel: 'email' },
  email_change: { purposes: ['email_change'], channel: 'email' },
  sms: { purposes: ['signup', 'signin'], channel: 'sms' },
  phone_change: { purposes: ['phone_change'], channel: 'sms' },
  // Amparo sends no invitations; the type is known to the protocol, so it is refused as an invalid code.
  invite: { purposes: [], channel: 'email' },
};

/** POST /verify: a typed code (with its email or phone) or a link's `token_hash`, exchanged for a session. */
export async function verifyCode(
  context: AuthContext,
  input: { body: Body; client: ClientInfo },
): Promise<GoTrueSession> {
  await limitPerIp(context, 'verify:ip', input.client);
  const type = optionalString(input.body, 'type');
  const rule = type ? VERIFY_TYPES[type] : undefined;
  if (!type || !rule)
    throw authErrors.validation(`type must be one of ${Object.keys(VERIFY_TYPES).join(', ')}`);
  const tokenHash = optionalString(input.body, 'token_hash');
  const token = optionalString(input.body, 'token');
  const now = context.now();

  let record: CodeRecord | null;
  if (tokenHash) {
    await limitPerIdentifier(context, `link:${tokenHash}`);
    record = await consumeCodeByLinkToken(context.db, { linkToken: tokenHash, purposes: rule.purposes, now });
  } else {
    // A number that cannot exist has no code: 403 otp_expired as for any unknown number, as GoTrue answers.
    const identifier = readIdentifier(input.body, 'lookup');
    if (!token || !identifier) {
      throw authErrors.validation('Verify requires a token and an email or phone number, or a token_hash');
    }
    if (channelOf(identifier) !== rule.channel) {
      throw authErrors.validation(
        rule.channel === 'email' ? 'An email address is required' : 'A phone number is required',
      );
    }
    await limitPerIdentifier(context, recipientOf(identifier));
    record = await consumeCodeByValue(context.db, {
      recipient: recipientOf(identifier),
      purposes: rule.purposes,
      code: token,
      now,
    });
  }
  if (!record) throw authErrors.otpExpired();
  return applyVerifiedCode(context, record, input.client);
}

async function limitPerIdentifier(context: AuthContext, subject: string): Promise<void> {
  await enforceRateLimit(context.db, {
    scope: 'verify:identifier',
    subject,
    rule: context.settings.rateLimits.verifyPerIdentifier,
    now: context.now(),
  });
}

const LINK_TYPES: readonly LinkType[] = ['signup', 'magiclink', 'recovery', 'email_change'];

/**
 * GET /verify: the link in an email. Signs the person in and redirects (303) to our own page with the session
 * in the fragment, as `@supabase/auth-js` expects (`detectSessionInUrl`; `type=recovery` makes it emit
 * PASSWORD_RECOVERY). A failure redirects with `error`, `error_code` and `error_description` instead.
 */
export async function verifyLink(
  context: AuthContext,
  input: {
    token: string | undefined;
    type: string | undefined;
    redirectTo: string | undefined;
    client: ClientInfo;
  },
): Promise<string> {
  const type = LINK_TYPES.find((candidate) => candidate === input.type) ?? 'signup';
  const target = safeRedirect(input.redirectTo, context.settings.publicUrl, defaultRedirect(context, type));
  // A PKCE link (decision 032) ends in `?code=`; its errors go in the query too, where the client looks for them.
  const pkce = input.token?.startsWith(PKCE_LINK_PREFIX) ?? false;
  const fail = (code: string, description: string) => {
    const parameters = { error: 'access_denied', error_code: code, error_description: description };
    return pkce ? withQueryAndFragment(target, parameters) : withFragment(target, parameters);
  };
  try {
    await limitPerIp(context, 'verify:ip', input.client);
    const rule = VERIFY_TYPES[type];
    if (!input.token || !rule || input.type !== type)
      return fail('otp_expired', 'Email link is invalid or has expired');
    const record = await consumeCodeByLinkToken(context.db, {
      linkToken: input.token,
      purposes: rule.purposes,
      now: context.now(),
    });
    if (!record) return fail('otp_expired', 'Email link is invalid or has expired');
    if (pkce) {
      await confirmVerifiedCode(context, record, input.client);
      const authCode = await issueAuthCode(context.db, { oneTimeCodeId: record.id, now: context.now() });
      if (!authCode) return fail('flow_state_not_found', 'invalid flow state, no valid flow state found');
      return withQuery(target, { code: authCode });
    }
    const session = await applyVerifiedCode(context, record, input.client);
    return withFragment(target, {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    });
  } catch (error) {
    if (error instanceof AuthError) return fail(error.code, error.message);
    throw error;
  }
}

async function applyVerifiedCode(
  context: AuthContext,
  record: CodeRecord,
  client: ClientInfo,
): Promise<GoTrueSession> {
  const { user, method } = await confirmVerifiedCode(context, record, client);
  return startSession(context, user, method, client);
}

/** What a consumed code proves, applied to its account: a confirmed address, a new email or phone. */
async function confirmVerifiedCode(
  context: AuthContext,
  record: CodeRecord,
  client: ClientInfo,
): Promise<{ user: StoredUser; method: AuthenticationMethod }> {
  const { db } = context;
  const now = context.now();
  const user = await findUserById(db, record.userId);
  if (!user || !isLive(user.bannedUntil, now)) throw authErrors.otpExpired();
  const byEmail = record.channel === 'email';
  let method: AuthenticationMethod = 'otp';
  let updated = user;

  switch (record.purpose) {
    case 'signup':
    case 'signin':
    case 'recovery': {
      // Receiving the code proves the address, so an unconfirmed one is confirmed now.
      const ownAddress = byEmail ? user.email === record.recipient : user.phone === record.recipient;
      if (!ownAddress) throw authErrors.otpExpired();
      updated = await updateUser(
        db,
        user.id,
        {
          lastSignInAt: now,
          ...(byEmail && !user.emailConfirmedAt ? { emailConfirmedAt: now } : {}),
          ...(!byEmail && !user.phoneConfirmedAt ? { phoneConfirmedAt: now } : {}),
        },
        now,
      );
      if (record.purpose === 'recovery') method = 'recovery';
      break;
    }
    case 'email_change': {
      if (user.newEmail !== record.recipient) throw authErrors.otpExpired();
      const taken = await findUserByEmail(db, record.recipient);
      if (taken && taken.id !== user.id) throw authErrors.emailExists();
      updated = await updateUser(
        db,
        user.id,
        {
          email: record.recipient,
          emailConfirmedAt: now,
          newEmail: null,
          emailChangeSentAt: null,
          lastSignInAt: now,
        },
        now,
      );
      await syncProfileEmail(db, user.id, record.recipient, now);
      await recordSecurityEvent(db, { userId: user.id, kind: 'email_changed', client, now });
      break;
    }
    case 'phone_change': {
      if (user.newPhone !== record.recipient) throw authErrors.otpExpired();
      const taken = await findUserByPhone(db, record.recipient);
      if (taken && taken.id !== user.id) throw authErrors.phoneExists();
      updated = await updateUser(
        db,
        user.id,
        {
          phone: record.recipient,
          phoneConfirmedAt: now,
          newPhone: null,
          phoneChangeSentAt: null,
          lastSignInAt: now,
        },
        now,
      );
      await recordSecurityEvent(db, { userId: user.id, kind: 'phone_changed', client, now });
      break;
    }
    default:
      throw authErrors.otpExpired();
  }
  return { user: updated, method };
}
