import type { AuthContext } from './auth-context.ts';
import { type IssuedCode, issueOneTimeCode } from './one-time-codes.ts';
import { PKCE_LINK_PREFIX, type PkceChallenge, startPkceFlow } from './pkce.ts';
import { safeRedirect } from './redirect-target.ts';
import type { Identifier } from './request-input.ts';
import { type StoredUser, updateUser } from './users-repo.ts';

// Issues a code (and for email, a link doing the same) and hands the message to the notifier. Callers have
// already applied the send limits.

export type LinkType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

export function defaultRedirect(context: AuthContext, type: LinkType): string {
  // The web app's sign-in page opens its new-password form in this mode (spec routes are fixed: /auth only).
  return type === 'recovery'
    ? `${context.settings.publicUrl}/auth?mode=reset`
    : `${context.settings.publicUrl}/`;
}

/** `${PUBLIC_URL}/auth/v1/verify?token=…&type=…&redirect_to=…`, which signs the person in and redirects. */
export function verificationLink(
  context: AuthContext,
  token: string,
  type: LinkType,
  redirectTo?: string,
): string {
  const target = safeRedirect(redirectTo, context.settings.publicUrl, defaultRedirect(context, type));
  const url = new URL(`${context.settings.issuer}/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', target);
  return url.toString();
}

/**
 * Issues a code whose email carries a link; with a PKCE challenge the link token is marked `pkce_` and the flow
 * waits on the code, so opening the link ends in an auth code instead of a session.
 */
async function issueEmailCode(
  context: AuthContext,
  input: {
    userId: string;
    purpose: 'signup' | 'signin' | 'recovery' | 'email_change';
    recipient: string;
    pkce: PkceChallenge | undefined;
    now: Date;
  },
): Promise<IssuedCode> {
  const issued = await issueOneTimeCode(context.db, {
    userId: input.userId,
    purpose: input.purpose,
    channel: 'email',
    recipient: input.recipient,
    withLink: true,
    linkPrefix: input.pkce ? PKCE_LINK_PREFIX : undefined,
    now: input.now,
  });
  if (input.pkce) {
    await startPkceFlow(context.db, {
      userId: input.userId,
      oneTimeCodeId: issued.id,
      purpose: input.purpose,
      pkce: input.pkce,
      expiresAt: issued.expiresAt,
      now: input.now,
    });
  }
  return issued;
}

/** Issues a one-time code (and, by email, a link) for signing up or in, and sends it by the identifier's channel. */
async function sendIdentifierCode(
  context: AuthContext,
  user: StoredUser,
  identifier: Identifier,
  redirectTo: string | undefined,
  kind: {
    purpose: 'signup' | 'signin';
    template: 'signupCode' | 'signinCode';
    linkType: 'signup' | 'magiclink';
  },
  now: Date,
  pkce: PkceChallenge | undefined,
): Promise<void> {
  const logTag = `auth.${kind.purpose}`;
  if ('email' in identifier) {
    const issued = await issueEmailCode(context, {
      userId: user.id,
      purpose: kind.purpose,
      recipient: identifier.email,
      pkce,
      now,
    });
    const link = verificationLink(context, issued.linkToken ?? '', kind.linkType, redirectTo);
    context.notifier.emailCode(
      identifier.email,
      user.locale,
      kind.template,
      { code: issued.code, link },
      logTag,
    );
  } else {
    // A text message carries no link, so there is no PKCE flow to start: the typed code gives the session.
    const issued = await issueOneTimeCode(context.db, {
      userId: user.id,
      purpose: kind.purpose,
      channel: 'sms',
      recipient: identifier.phone,
      withLink: false,
      now,
    });
    context.notifier.smsCode(identifier.phone, user.locale, kind.template, issued.code, logTag);
  }
}

export async function sendSignUpConfirmation(
  context: AuthContext,
  user: StoredUser,
  identifier: Identifier,
  redirectTo: string | undefined,
  pkce?: PkceChallenge,
): Promise<StoredUser> {
  const now = context.now();
  const kind = { purpose: 'signup', template: 'signupCode', linkType: 'signup' } as const;
  await sendIdentifierCode(context, user, identifier, redirectTo, kind, now, pkce);
  return updateUser(context.db, user.id, { confirmationSentAt: now }, now);
}

export async function sendSignInCode(
  context: AuthContext,
  user: StoredUser,
  identifier: Identifier,
  redirectTo: string | undefined,
  pkce?: PkceChallenge,
): Promise<void> {
  const kind = { purpose: 'signin', template: 'signinCode', linkType: 'magiclink' } as const;
  await sendIdentifierCode(context, user, identifier, redirectTo, kind, context.now(), pkce);
}

export async function sendRecovery(
  context: AuthContext,
  user: StoredUser & { email: string },
  redirectTo: string | undefined,
  pkce?: PkceChallenge,
): Promise<void> {
  const now = context.now();
  const issued = await issueEmailCode(context, {
    userId: user.id,
    purpose: 'recovery',
    recipient: user.email,
    pkce,
    now,
  });
  context.notifier.emailCode(
    user.email,
    user.locale,
    'recovery',
    { code: issued.code, link: verificationLink(context, issued.linkToken ?? '', 'recovery', redirectTo) },
    'auth.recovery',
  );
  await updateUser(context.db, user.id, { recoverySentAt: now }, now);
}

export async function sendEmailChangeCode(
  context: AuthContext,
  user: StoredUser,
  newEmail: string,
  redirectTo: string | undefined,
  pkce?: PkceChallenge,
): Promise<void> {
  const issued = await issueEmailCode(context, {
    userId: user.id,
    purpose: 'email_change',
    recipient: newEmail,
    pkce,
    now: context.now(),
  });
  context.notifier.emailCode(
    newEmail,
    user.locale,
    'emailChangeCode',
    {
      code: issued.code,
      link: verificationLink(context, issued.linkToken ?? '', 'email_change', redirectTo),
    },
    'auth.email_change',
  );
}

export async function sendPhoneChangeCode(
  context: AuthContext,
  user: StoredUser,
  newPhone: string,
): Promise<void> {
  const issued = await issueOneTimeCode(context.db, {
    userId: user.id,
    purpose: 'phone_change',
    channel: 'sms',
    recipient: newPhone,
    withLink: false,
    now: context.now(),
  });
  context.notifier.smsCode(newPhone, user.locale, 'phoneChangeCode', issued.code, 'auth.phone_change');
}

/** A notice goes to the email when there is one, else by text message. */
export function sendNotice(
  context: AuthContext,
  user: Pick<StoredUser, 'email' | 'phone' | 'locale'>,
  kind: 'passwordChanged' | 'emailChangeRequested' | 'phoneChangeRequested' | 'signupAttempt',
  address?: string,
): void {
  const purpose = `auth.notice.${kind}`;
  if (user.email) context.notifier.emailNotice(user.email, user.locale, kind, purpose, address);
  else if (user.phone) context.notifier.smsNotice(user.phone, user.locale, kind, purpose, address);
}
