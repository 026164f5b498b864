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
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
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
  listPasskeys,
  recordPasskeyUse,
  storeChallenge,
  takeChallenge,
  toPasskeyResponse,
  updateOwnPasskey,
} from './passkeys-repo.ts';

// The passkey ceremonies and their management (docs/decisions/035-passkeys.md). The relying party is the
// configured public URL: its host is the RP ID and its origin the only origin a response may come from.
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

/** The challenge a response signed, read from its client data; a 400 when the response is not one. */
function challengeOf(response: { response?: unknown }): string {
  const clientDataJSON = (response.response as { clientDataJSON?: unknown } | undefined)?.clientDataJSON;
  if (typeof clientDataJSON !== 'string' || !isoBase64URL.isBase64URL(clientDataJSON)) {
    throw authErrors.validation('response.clientDataJSON must be base64url');
  }
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 256) throw new Error();
    return challenge;
  } catch {
    throw authErrors.validation('response.clientDataJSON could not be read');
  }
}

/** The WebAuthn user handle of an account: its id as 16 bytes. Not personal data, and stable. */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

function accountNameOf(user: StoredUser): string {
  return user.email ?? user.phone ?? user.id;
}

function tooManyPasskeys(): AuthError {
  return new AuthError(
    422,
    'validation_failed',
    `An account can have at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys; remove one you no longer use first`,
  );
}

function passkeyNotVerified(): AuthError {
  return new AuthError(400, 'validation_failed', 'The passkey could not be verified; try adding it again');
}

function challengeNotValid(): AuthError {
  return new AuthError(
    400,
    'validation_failed',
    'This passkey request expired or was already used; start again',
  );
}

/**
 * Adding or removing a passkey changes how the account can be entered: with a verified second factor, it needs a
 * session that proved it (aal2), as changing the password does, and answers as that does (401 insufficient_aal).
 * Checked before the passkey is looked up, so an aal1 session learns nothing about which ids exist.
 */
async function requireAssuranceForPasskeyChange(
  context: AuthContext,
  identity: BearerIdentity,
): Promise<void> {
  if (await mayPerformSensitiveAction(context.db, { userId: identity.user.id, aal: identity.session.aal }))
    return;
  throw authErrors.insufficientAal(
    401,
    'AAL2 session is required to add or remove a passkey when two-step sign-in is on.',
  );
}

export async function registrationOptions(
  context: AuthContext,
  identity: BearerIdentity,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
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
  await storeChallenge(db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: identity.user.id,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_SECONDS * 1000),
    now,
  });
  return options;
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
  const response = request.response as unknown as RegistrationResponseJSON;
  const challenge = challengeOf(response);
  if (!(await takeChallenge(db, { challenge, purpose: 'registration', userId: identity.user.id, now }))) {
    throw challengeNotValid();
  }
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
    throw passkeyNotVerified();
  }
  if (!verification.verified) throw passkeyNotVerified();
  const info = verification.registrationInfo;
  const row = await insertPasskey(db, {
    userId: identity.user.id,
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: (response.response.transports ?? []).filter((transport) => typeof transport === 'string'),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    friendlyName: request.friendly_name,
    prfCapable: request.prf_capable === true,
    createdAt: now,
  });
  if (!row) throw new AuthError(422, 'validation_failed', 'This passkey is already added');
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
  if (!row) throw authErrors.notFound();
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
  if (!row) throw authErrors.notFound();
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
  if (!row) throw authErrors.notFound();
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
  if (!row) throw authErrors.notFound();
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
): Promise<PublicKeyCredentialRequestOptionsJSON> {
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
  await storeChallenge(db, {
    challenge: options.challenge,
    purpose: 'authentication',
    userId: null,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_SECONDS * 1000),
    now,
  });
  return options;
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
  const response = request.response as unknown as AuthenticationResponseJSON;
  if (typeof response.id !== 'string' || response.id.length === 0 || response.id.length > 1024) {
    throw authErrors.validation('response.id must be the credential id');
  }
  await enforceRateLimit(db, {
    scope: 'passkey-token:credential',
    subject: response.id,
    rule: PASSKEY_RATE_LIMITS.signInPerCredential,
    now,
  });
  const challenge = challengeOf(response);
  if (!(await takeChallenge(db, { challenge, purpose: 'authentication', userId: null, now }))) {
    throw challengeNotValid();
  }
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) throw authErrors.invalidCredentials();
  const userHandle = response.response?.userHandle;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) {
    throw authErrors.invalidCredentials();
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
    throw authErrors.invalidCredentials();
  }
  if (!verification.verified) throw authErrors.invalidCredentials();

  const user = await findUserById(db, passkey.userId);
  if (!user) throw authErrors.invalidCredentials();
  if (user.bannedUntil && user.bannedUntil > now) throw authErrors.userBanned();
  const moved = await recordPasskeyUse(db, {
    id: passkey.id,
    previousCounter: passkey.counter,
    newCounter: verification.authenticationInfo.newCounter,
    now,
  });
  if (!moved) throw authErrors.invalidCredentials();

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
