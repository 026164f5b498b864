import { createHash, randomUUID } from 'node:crypto';
import type { IssuedAccessToken } from './access-token.ts';
import { phoneForProtocol } from './identifiers.ts';

// The user and session JSON of the protocol. `@supabase/auth-js` stores these as they are and the web app
// reads them, so every field the client's `User` type declares is present (or omitted exactly where the
// upstream server omits it).

export type AuthUser = {
  id: string;
  email: string | null;
  /** E.164 with the +. */
  phone: string | null;
  emailConfirmedAt: Date | null;
  phoneConfirmedAt: Date | null;
  lastSignInAt: Date | null;
  confirmationSentAt: Date | null;
  recoverySentAt: Date | null;
  /** An email change waiting for its confirmation code. */
  newEmail: string | null;
  newPhone: string | null;
  emailChangeSentAt: Date | null;
  phoneChangeSentAt: Date | null;
  userMetadata: Record<string, unknown>;
  bannedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type GoTrueIdentity = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: 'email' | 'phone';
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email?: string;
};

export type GoTrueUser = {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  email_confirmed_at?: string;
  phone_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  new_phone?: string;
  email_change_sent_at?: string;
  phone_change_sent_at?: string;
  last_sign_in_at?: string;
  banned_until?: string;
  app_metadata: { provider: string; providers: string[] };
  user_metadata: Record<string, unknown>;
  identities: GoTrueIdentity[];
  /** Present only when there are factors, as upstream (`omitempty`). */
  factors?: GoTrueFactor[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
};

/** A second factor as the protocol lists it in `user.factors` (never its secret). */
export type GoTrueFactor = {
  id: string;
  friendly_name?: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
};

export type FactorSummary = {
  id: string;
  friendlyName: string | null;
  factorType: 'totp';
  status: 'verified' | 'unverified';
  createdAt: Date;
  updatedAt: Date;
};

export function toGoTrueFactor(factor: FactorSummary): GoTrueFactor {
  return defined({
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  });
}

export type GoTrueSession = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
  weak_password?: { message: string; reasons: string[] };
};

const iso = (date: Date | null | undefined): string | undefined => date?.toISOString();

function defined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/** A stable identity id per user and provider; Amparo keeps identities implicit in the user row. */
function identityId(userId: string, provider: string): string {
  const hex = createHash('sha256').update(`${userId}:${provider}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function appMetadataOf(user: Pick<AuthUser, 'email' | 'phone'>): GoTrueUser['app_metadata'] {
  const providers = [...(user.email ? ['email'] : []), ...(user.phone ? ['phone'] : [])];
  return { provider: providers[0] ?? 'email', providers };
}

export function identitiesOf(user: AuthUser): GoTrueIdentity[] {
  const common = {
    user_id: user.id,
    id: user.id,
    last_sign_in_at: iso(user.lastSignInAt) ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
  const identities: GoTrueIdentity[] = [];
  if (user.email) {
    identities.push({
      ...common,
      identity_id: identityId(user.id, 'email'),
      provider: 'email',
      email: user.email,
      identity_data: {
        sub: user.id,
        email: user.email,
        email_verified: user.emailConfirmedAt !== null,
        phone_verified: false,
      },
    });
  }
  if (user.phone) {
    identities.push({
      ...common,
      identity_id: identityId(user.id, 'phone'),
      provider: 'phone',
      identity_data: {
        sub: user.id,
        phone: phoneForProtocol(user.phone),
        email_verified: false,
        phone_verified: user.phoneConfirmedAt !== null,
      },
    });
  }
  return identities;
}

function earliest(...dates: (Date | null)[]): Date | null {
  const present = dates.filter((date): date is Date => date !== null);
  return present.length === 0 ? null : new Date(Math.min(...present.map((date) => date.getTime())));
}

export function toGoTrueUser(user: AuthUser, factors: readonly FactorSummary[] = []): GoTrueUser {
  return defined({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: phoneForProtocol(user.phone),
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    confirmed_at: iso(earliest(user.emailConfirmedAt, user.phoneConfirmedAt)),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.newEmail ?? undefined,
    new_phone: user.newPhone ? phoneForProtocol(user.newPhone) : undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    phone_change_sent_at: iso(user.phoneChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    banned_until: user.bannedUntil && user.bannedUntil > new Date() ? iso(user.bannedUntil) : undefined,
    app_metadata: appMetadataOf(user),
    user_metadata: user.userMetadata,
    identities: identitiesOf(user),
    factors: factors.length > 0 ? factors.map(toGoTrueFactor) : undefined,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  });
}

export function toGoTrueSession(
  user: AuthUser,
  accessToken: IssuedAccessToken,
  refreshToken: string,
  factors: readonly FactorSummary[] = [],
): GoTrueSession {
  return {
    access_token: accessToken.token,
    token_type: 'bearer',
    expires_in: accessToken.expiresIn,
    expires_at: accessToken.expiresAt,
    refresh_token: refreshToken,
    user: toGoTrueUser(user, factors),
  };
}

/**
 * What sign-up answers for an address that already has a confirmed account when confirmation is required:
 * a user that looks freshly created but has no identities, as the protocol does. Nothing in it belongs to the
 * real account, so the answer cannot be used to learn who is registered.
 */
export function fakeSignUpUser(
  identifier: { email: string } | { phone: string },
  userMetadata: Record<string, unknown>,
  now: Date = new Date(),
): GoTrueUser {
  const email = 'email' in identifier ? identifier.email : null;
  const phone = 'phone' in identifier ? identifier.phone : null;
  const stamp = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email: email ?? '',
    phone: phoneForProtocol(phone),
    confirmation_sent_at: stamp,
    app_metadata: appMetadataOf({ email, phone }),
    user_metadata: userMetadata,
    identities: [],
    created_at: stamp,
    updated_at: stamp,
    is_anonymous: false,
  };
}
