import { createHmac } from 'node:crypto';
import {
  PASSKEYS_PER_ACCOUNT_MAX,
  type Passkey,
  type PasskeyVaultUnlock,
  ZPasskeySignInOptionsRequest,
  ZPasskeyVaultUnlock,
  ZRenamePasskeyRequest,
  ZVerifyPasskeyRegistrationRequest,
  ZVerifyPasskeySignInRequest,
} from '@amparo/contract/auth/passkeys';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { authSigningKeys } from '../../platform/db/schema/auth.ts';
import { mayPerformSensitiveAction } from '../assurance.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, authErrors } from '../auth-error.ts';
import { enforceRateLimit } from '../auth-rate-limits.ts';
import type { BearerIdentity } from '../bearer.ts';
import { describeDevice } from '../client-context.ts';
import type { GoTrueSession } from '../gotrue-user.ts';
import { normalizeEmail } from '../identifiers.ts';
import { recordSecurityEvent, recordSignIn } from '../security-events.ts';
import { type ClientInfo, createSession, sessionResponse } from '../sessions.ts';
import { findUserByEmail, findUserById, type StoredUser, updateUser } from '../users-repo.ts';
import {
  countPasskeys,
  deleteOwnPasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  isPasskeyId,
  listPasskeys,
  recordPasskeyUse,
  storeChallenge,
  takeChallenge,
  toPasskeyResponse,
  updateOwnPasskey,
} from './passkeys-repo.ts';

// The passkey ceremonies and their management (docs/decisions/035-passkeys.md), answered in the protocol's shapes
// and with its error codes (GoTrue's passkey endpoints, auth-js `passkey.*`; decision 032). The relying party is
// the configured public URL: its host is the RP ID and its origin the only origin a response may come from.
// Every registration and sign-in requires user verification (the fingerprint, face or device PIN), so a passkey
// alone is something you have and something you are or know.

export const PASSKEY_CHALLENGE_LIFETIME_SECONDS = 5 * 60;
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
const RP_NAME = 'Amparo';

export const PASSKEY_RATE_LIMITS = {
  /** Sign-in options and verifications from one network address, as password sign-in. */
  signInPerIp: { limit: 30, windowSeconds: 5 * 60 },
  /** Verifications naming one credential, as password sign-in per account. */
  signInPerCredential: { limit: 10, windowSeconds: 15 * 60 },
} as const;

export type RelyingParty = { id: string; origin: string };

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    throw authErrors.validation(`${path ? `${path}: ` : ''}${issue?.message ?? 'Invalid request'}`);
  }
  return result.data;
}

/** The start of a ceremony, as the protocol answers it: the options for the browser and the challenge's id. */
export type CeremonyOptions<Options> = { challenge_id: string; options: Options; expires_at: number };

function ceremonyOptions<Options>(
  challengeId: string,
  options: Options,
  expiresAt: Date,
): CeremonyOptions<Options> {
  return { challenge_id: challengeId, options, expires_at: Math.floor(expiresAt.getTime() / 1000) };
}

/**
 * Uses up the challenge a ceremony's response names by `challenge_id`, and answers the challenge it must have
 * signed. A registration challenge belongs to the account that asked for it; another account finds nothing.
 */
async function useChallenge(
  context: AuthContext,
  input: { challengeId: string; purpose: 'registration' | 'authentication'; userId: string | null },
): Promise<string> {
  // Checked first: PostgreSQL would refuse a malformed uuid with an error, not an empty answer.
  if (!isPasskeyId(input.challengeId)) throw authErrors.validation('challenge_id must be a valid UUID');
  const taken = await takeChallenge(context.db, {
    id: input.challengeId,
    purpose: input.purpose,
    userId: input.userId,
  });
  if (!taken) throw challengeNotFound();
  if (taken.expiresAt <= context.now()) throw challengeExpired();
  return taken.challenge;
}

/** The WebAuthn user handle of an account: its id as 16 bytes. Not personal data, and stable. */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

function accountNameOf(user: StoredUser): string {
  return user.email ?? user.phone ?? user.id;
}

// GoTrue's passkey errors, with its statuses and messages, so a client sees what Supabase Auth would answer.

function tooManyPasskeys(): AuthError {
  return new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached');
}

function credentialExists(): AuthError {
  return new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered');
}

/** Any response that does not verify: wrong origin, signature, challenge, counter, or a credential we do not know. */
function verificationFailed(): AuthError {
  return new AuthError(400, 'webauthn_verification_failed', 'Credential verification failed');
}

function challengeNotFound(): AuthError {
  return new AuthError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used');
}

function challengeExpired(): AuthError {
  return new AuthError(400, 'webauthn_challenge_expired', 'Challenge has expired');
}

function passkeyNotFound(): AuthError {
  return new AuthError(404, 'validation_failed', 'Passkey not found');
}

/** A passkey registered through a client that sent no name (auth-js sends none) is named after the device. */
function defaultPasskeyName(client: ClientInfo): string {
  return describeDevice(client.userAgent) ?? 'Passkey';
}

/**
 * Adding or removing a passkey changes how the account can be entered: with a verified second factor, it needs a
 * session that proved it (aal2), and answers as GoTrue does (403 insufficient_aal). Checked before the passkey
 * is looked up, so an aal1 session learns nothing about which ids exist.
 */
async function requireAssuranceForPasskeyChange(
  context: AuthContext,
  identity: BearerIdentity,
): Promise<void> {
  if (await mayPerformSensitiveAction(context.db, { userId: identity.user.id, aal: identity.session.aal }))
    return;
  throw authErrors.insufficientAal(403, 'AAL2 session is required to manage passkeys when MFA is enabled');
}

export async function registrationOptions(
  context: AuthContext,
  identity: BearerIdentity,
): Promise<CeremonyOptions<PublicKeyCredentialCreationOptionsJSON>> {
  const { db } = context;
  const now = context.now();
  await requireAssuranceForPasskeyChange(context, identity);
  const existing = await listPasskeys(db, identity.user.id);
  if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) throw tooManyPasskeys();
  const rp = relyingPartyOf(context.settings.publicUrl);
  const name = accountNameOf(identity.user);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userID: userHandleOf(identity.user.id),
    userName: name,
    userDisplayName: name,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    // Discoverable, so the person can sign in without typing anything; verified, so the device asks who it is.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const expiresAt = new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_SECONDS * 1000);
  const challengeId = await storeChallenge(db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: identity.user.id,
    expiresAt,
    now,
  });
  return ceremonyOptions(challengeId, options, expiresAt);
}

export async function verifyRegistration(
  context: AuthContext,
  identity: BearerIdentity,
  body: unknown,
  client: ClientInfo,
): Promise<Passkey> {
  const { db } = context;
  const now = context.now();
  await requireAssuranceForPasskeyChange(context, identity);
  const request = parse(ZVerifyPasskeyRegistrationRequest, body);
  const response = request.credential as unknown as RegistrationResponseJSON;
  const challenge = await useChallenge(context, {
    challengeId: request.challenge_id,
    purpose: 'registration',
    userId: identity.user.id,
  });
  if ((await countPasskeys(db, identity.user.id)) >= PASSKEYS_PER_ACCOUNT_MAX) throw tooManyPasskeys();
  const rp = relyingPartyOf(context.settings.publicUrl);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    context.log.info({ reason: (error as Error).message }, 'A passkey registration did not verify');
    throw verificationFailed();
  }
  if (!verification.verified) throw verificationFailed();
  const info = verification.registrationInfo;
  const row = await insertPasskey(db, {
    userId: identity.user.id,
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: (response.response.transports ?? []).filter((transport) => typeof transport === 'string'),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    friendlyName: request.friendly_name ?? defaultPasskeyName(client),
    prfCapable: request.prf_capable === true,
    createdAt: now,
  });
  if (!row) throw credentialExists();
  await recordSecurityEvent(db, {
    userId: identity.user.id,
    kind: 'passkey_added',
    sessionId: identity.session.id,
    client,
    detail: { name: row.friendlyName },
    now,
  });
  context.notifier.securityNotice(identity.user, 'passkeyAdded', {
    device: describeDevice(client.userAgent),
  });
  return toPasskeyResponse(row);
}

export async function listOwnPasskeys(context: AuthContext, identity: BearerIdentity): Promise<Passkey[]> {
  return (await listPasskeys(context.db, identity.user.id)).map(toPasskeyResponse);
}

export async function renamePasskey(
  context: AuthContext,
  identity: BearerIdentity,
  id: string,
  body: unknown,
): Promise<Passkey> {
  const request = parse(ZRenamePasskeyRequest, body);
  const row = await updateOwnPasskey(context.db, identity.user.id, id, {
    friendlyName: request.friendly_name,
  });
  if (!row) throw passkeyNotFound();
  return toPasskeyResponse(row);
}

export async function removePasskey(
  context: AuthContext,
  identity: BearerIdentity,
  id: string,
  client: ClientInfo,
): Promise<void> {
  await requireAssuranceForPasskeyChange(context, identity);
  const row = await deleteOwnPasskey(context.db, identity.user.id, id);
  if (!row) throw passkeyNotFound();
  await recordSecurityEvent(context.db, {
    userId: identity.user.id,
    kind: 'passkey_removed',
    sessionId: identity.session.id,
    client,
    detail: { name: row.friendlyName },
    now: context.now(),
  });
  context.notifier.securityNotice(identity.user, 'passkeyRemoved', {
    device: describeDevice(client.userAgent),
  });
}

/**
 * Turns on "unlock the vault with this passkey": stores the salt and the vault key as the browser wrapped it.
 * Both are checked for their exact sizes; neither is a key the server could use.
 */
export async function setVaultUnlock(
  context: AuthContext,
  identity: BearerIdentity,
  id: string,
  body: unknown,
): Promise<Passkey> {
  const request: PasskeyVaultUnlock = parse(ZPasskeyVaultUnlock, body);
  const row = await updateOwnPasskey(context.db, identity.user.id, id, {
    prfSalt: request.prf_salt,
    wrappedVaultKey: request.wrapped_vault_key,
  });
  if (!row) throw passkeyNotFound();
  return toPasskeyResponse(row);
}

export async function clearVaultUnlock(
  context: AuthContext,
  identity: BearerIdentity,
  id: string,
): Promise<Passkey> {
  const row = await updateOwnPasskey(context.db, identity.user.id, id, {
    prfSalt: null,
    wrappedVaultKey: null,
  });
  if (!row) throw passkeyNotFound();
  return toPasskeyResponse(row);
}

const decoySecrets = new WeakMap<object, Promise<string>>();

/**
 * A secret for the stand-in credential ids shown for an email with no passkeys: the stored signing key's private
 * part (or the configured one), so the stand-in is the same on every request and every process, and nobody
 * without the server's key can tell it from a real credential id.
 */
function decoySecret(context: AuthContext): Promise<string> {
  let secret = decoySecrets.get(context);
  if (!secret) {
    secret = (async () => {
      const [row] = await context.db
        .select({ privateJwk: authSigningKeys.privateJwk })
        .from(authSigningKeys)
        .where(eq(authSigningKeys.slot, 'current'));
      const d = row?.privateJwk.d;
      return typeof d === 'string' ? d : `kid:${context.keys.signing.kid}`;
    })();
    decoySecrets.set(context, secret);
  }
  return secret;
}

async function decoyCredentialId(context: AuthContext, email: string): Promise<string> {
  const mac = createHmac('sha256', await decoySecret(context))
    .update(`amparo-passkey-decoy|${email}`)
    .digest();
  return isoBase64URL.fromBuffer(Uint8Array.from(mac));
}

/**
 * Sign-in options. Without an email any passkey of this site may answer (the browser lists them); with one, only
 * that account's. An email with no account or no passkey gets a stand-in credential, so the answer does not say
 * whether the address has an account.
 */
export async function signInOptions(
  context: AuthContext,
  body: unknown,
  client: ClientInfo,
): Promise<CeremonyOptions<PublicKeyCredentialRequestOptionsJSON>> {
  const { db } = context;
  const now = context.now();
  await enforceRateLimit(db, {
    scope: 'passkey-options:ip',
    subject: client.ip ?? '',
    rule: PASSKEY_RATE_LIMITS.signInPerIp,
    now,
  });
  const request = parse(ZPasskeySignInOptionsRequest, body);
  let allowCredentials: { id: string; transports?: string[] }[] | undefined;
  if (request.email !== undefined && request.email.trim() !== '') {
    const email = normalizeEmail(request.email);
    if (!email) throw authErrors.validation('email: Enter a valid email address');
    const user = await findUserByEmail(db, email);
    const passkeys = user ? await listPasskeys(db, user.id) : [];
    allowCredentials =
      passkeys.length > 0
        ? passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }))
        : [{ id: await decoyCredentialId(context, email), transports: ['internal', 'hybrid'] }];
  }
  const rp = relyingPartyOf(context.settings.publicUrl);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
  const expiresAt = new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_SECONDS * 1000);
  const challengeId = await storeChallenge(db, {
    challenge: options.challenge,
    purpose: 'authentication',
    userId: null,
    expiresAt,
    now,
  });
  return ceremonyOptions(challengeId, options, expiresAt);
}

/** Verifies a sign-in assertion and answers with the protocol's session, as a password sign-in does. */
export async function verifySignIn(
  context: AuthContext,
  body: unknown,
  client: ClientInfo,
): Promise<GoTrueSession> {
  const { db } = context;
  const now = context.now();
  await enforceRateLimit(db, {
    scope: 'passkey-token:ip',
    subject: client.ip ?? '',
    rule: PASSKEY_RATE_LIMITS.signInPerIp,
    now,
  });
  const request = parse(ZVerifyPasskeySignInRequest, body);
  const response = request.credential as unknown as AuthenticationResponseJSON;
  if (typeof response.id !== 'string' || response.id.length === 0 || response.id.length > 1024) {
    throw authErrors.validation('credential.id must be the credential id');
  }
  await enforceRateLimit(db, {
    scope: 'passkey-token:credential',
    subject: response.id,
    rule: PASSKEY_RATE_LIMITS.signInPerCredential,
    now,
  });
  const challenge = await useChallenge(context, {
    challengeId: request.challenge_id,
    purpose: 'authentication',
    userId: null,
  });
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) throw verificationFailed();
  const userHandle = response.response?.userHandle;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) {
    throw verificationFailed();
  }

  const rp = relyingPartyOf(context.settings.publicUrl);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    // A counter that went backwards means a cloned authenticator or a replayed assertion: refused, and logged
    // for the owner to see.
    context.log.info({ reason: (error as Error).message, passkeyId: passkey.id }, 'A passkey sign-in failed');
    await recordSecurityEvent(db, {
      userId: passkey.userId,
      kind: 'sign_in_failed',
      client,
      detail: { method: 'passkey' },
      now,
    });
    throw verificationFailed();
  }
  if (!verification.verified) throw verificationFailed();

  const user = await findUserById(db, passkey.userId);
  if (!user) throw verificationFailed();
  // GoTrue's passkey sign-in answers a banned account 403 (its password grant answers 400).
  if (user.bannedUntil && user.bannedUntil > now) throw new AuthError(403, 'user_banned', 'User is banned');
  const moved = await recordPasskeyUse(db, {
    id: passkey.id,
    previousCounter: passkey.counter,
    newCounter: verification.authenticationInfo.newCounter,
    now,
  });
  if (!moved) throw verificationFailed();

  const signedIn = await updateUser(db, user.id, { lastSignInAt: now }, now);
  const { session, refreshToken } = await createSession(db, {
    userId: user.id,
    method: 'passkey',
    client,
    now,
  });
  // The same record as every other sign-in, so a passkey on a new device is noticed like a password there.
  await recordSignIn(context, { user: signedIn, sessionId: session.id, method: 'passkey', client, now });
  return sessionResponse(context, signedIn, session, refreshToken);
}
