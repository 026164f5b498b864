import type { AuthContext } from './auth-context.ts';
import { issueOneTimeCode } from './one-time-codes.ts';
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
): Promise<void> {
  const email = 'email' in identifier;
  const issued = await issueOneTimeCode(context.db, {
    userId: user.id,
    purpose: kind.purpose,
    channel: email ? 'email' : 'sms',
    recipient: email ? identifier.email : identifier.phone,
    withLink: email,
    now,
  });
  const logTag = `auth.${kind.purpose}`;
  if ('email' in identifier) {
    const link = verificationLink(context, issued.linkToken ?? '', kind.linkType, redirectTo);
    context.notifier.emailCode(
      identifier.email,
      user.locale,
      kind.template,
      { code: issued.code, link },
      logTag,
    );
  } else {
    context.notifier.smsCode(identifier.phone, user.locale, kind.template, issued.code, logTag);
  }
}

export async function sendSignUpConfirmation(
  context: AuthContext,
  user: StoredUser,
  identifier: Identifier,
  redirectTo: string | undefined,
): Promise<StoredUser> {
  const now = context.now();
  const kind = { purpose: 'signup', template: 'signupCode', linkType: 'signup' } as const;
  await sendIdentifierCode(context, user, identifier, redirectTo, kind, now);
  return updateUser(context.db, user.id, { confirmationSentAt: now }, now);
}

export async function sendSignInCode(
  context: AuthContext,
  user: StoredUser,
  identifier: Identifier,
  redirectTo: string | undefined,
): Promise<void> {
  const kind = { purpose: 'signin', template: 'signinCode', linkType: 'magiclink' } as const;
  await sendIdentifierCode(context, user, identifier, redirectTo, kind, context.now());
}

export async function sendRecovery(
  context: AuthContext,
  user: StoredUser & { email: string },
  redirectTo: string | undefined,
): Promise<void> {
  const now = context.now();
  const issued = await issueOneTimeCode(context.db, {
    userId: user.id,
    purpose: 'recovery',
    channel: 'email',
    recipient: user.email,
    withLink: true,
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
): Promise<void> {
  const issued = await issueOneTimeCode(context.db, {
    userId: user.id,
    purpose: 'email_change',
    channel: 'email',
    recipient: newEmail,
    withLink: true,
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
