import type { AuthContext } from '../auth-context.ts';
import { authErrors } from '../auth-error.ts';
import { enforceRateLimit } from '../auth-rate-limits.ts';
import type { BearerIdentity } from '../bearer.ts';
import { describeDevice } from '../client-context.ts';
import type { GoTrueSession } from '../gotrue-user.ts';
import type { SecurityNoticeKind } from '../messages/security-notice-catalog.ts';
import { type Body, optionalString } from '../request-input.ts';
import { recordSecurityEvent } from '../security-events.ts';
import {
  type ClientInfo,
  downgradeSessionsToAal1,
  endOtherAal1Sessions,
  type SecondFactorMethod,
  sessionResponse,
  upgradeSessionToAal2,
} from '../sessions.ts';
import {
  claimTimeStep,
  consumeRecoveryCode,
  countRecoveryCodes,
  countVerifiedFactors,
  deleteChallenge,
  deleteFactor,
  deleteRecoveryCodes,
  deleteStaleUnverifiedFactors,
  type FactorRow,
  findChallenge,
  findOwnFactor,
  insertChallenge,
  insertFactor,
  listFactors,
  markChallengeVerified,
  markFactorVerified,
  replaceRecoveryCodes,
} from './factors-repo.ts';
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts';
import { generateTotpSecret, matchTotpStep, qrCodeSvg, totpUri } from './totp.ts';

// The rules of two-factor authentication (the protocol's /factors endpoints), in the upstream server's shapes
// and error codes so `@supabase/auth-js` `mfa.*` works unchanged. Recovery codes follow upstream's
// /factors/recovery-codes endpoints, and the verify endpoint of a TOTP factor also takes a recovery code, so
// the unmodified client's `mfa.verify` can use one (docs/decisions/034-two-factor-totp.md).

/** A challenge lives five minutes (upstream's default). */
export const CHALLENGE_LIFETIME_SECONDS = 300;
/** Verified and unverified factors together, as upstream's default. */
export const MAX_FACTORS = 10;
/** An enrolment nobody confirmed within a day is forgotten. */
const UNVERIFIED_FACTOR_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_FRIENDLY_NAME_LENGTH = 120;
const MAX_ISSUER_LENGTH = 120;
const MAX_CODE_LENGTH = 64;

/** Guessing a 6-digit code must be hopeless: few tries per account, and few per address. */
export const MFA_RATE_LIMITS = {
  verifyPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  verifyPerAccountDaily: { limit: 50, windowSeconds: 24 * 60 * 60 },
} as const;

export type EnrollResponse = {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
};

export type ChallengeResponse = { id: string; type: 'totp'; expires_at: number };

export type RecoveryCodesResponse = {
  id: string;
  type: 'recovery_code';
  total: number;
  remaining?: number;
  codes?: string[];
};

type Caller = BearerIdentity & { client: ClientInfo };

/** Tells the account's owner, after the change is saved, from which device it was made. */
function notifyOwner(context: AuthContext, caller: Caller, kind: SecurityNoticeKind): void {
  context.notifier.securityNotice(caller.user, kind, { device: describeDevice(caller.client.userAgent) });
}

function readFriendlyName(body: Body): string | null {
  const value = optionalString(body, 'friendly_name')?.trim();
  if (!value) return null;
  if (value.length > MAX_FRIENDLY_NAME_LENGTH) {
    throw authErrors.validation(`friendly_name must be at most ${MAX_FRIENDLY_NAME_LENGTH} characters`);
  }
  return value;
}

function readIssuer(body: Body, publicUrl: string): string {
  const value = optionalString(body, 'issuer')?.trim();
  if (!value) return new URL(publicUrl).host;
  if (value.length > MAX_ISSUER_LENGTH) {
    throw authErrors.validation(`issuer must be at most ${MAX_ISSUER_LENGTH} characters`);
  }
  // The issuer is the label's prefix in the otpauth URI: a colon would split it.
  if (value.includes(':')) throw authErrors.validation('issuer must not contain ":"');
  return value;
}

async function requireOwnFactor(context: AuthContext, userId: string, factorId: string): Promise<FactorRow> {
  const factor = await findOwnFactor(context.db, userId, factorId);
  if (!factor) throw authErrors.mfaFactorNotFound();
  return factor;
}

export async function enrollFactor(
  context: AuthContext,
  caller: Caller,
  body: Body,
): Promise<EnrollResponse> {
  const { db } = context;
  const now = context.now();
  const factorType = optionalString(body, 'factor_type');
  // Phone and WebAuthn factors are not offered: each is refused as GoTrue refuses it when switched off (decision
  // 032); a type the protocol does not know gets GoTrue's own validation message.
  if (factorType === 'phone' || factorType === 'webauthn') throw authErrors.mfaEnrollDisabled(factorType);
  if (factorType !== 'totp') throw authErrors.validation('factor_type needs to be totp, phone, or webauthn');
  const friendlyName = readFriendlyName(body);
  const issuer = readIssuer(body, context.settings.publicUrl);

  await deleteStaleUnverifiedFactors(
    db,
    caller.user.id,
    new Date(now.getTime() - UNVERIFIED_FACTOR_LIFETIME_MS),
  );
  const factors = await listFactors(db, caller.user.id);
  if (friendlyName && factors.some((factor) => factor.friendlyName === friendlyName)) {
    throw authErrors.mfaFactorNameConflict(friendlyName);
  }
  if (factors.length >= MAX_FACTORS) throw authErrors.tooManyEnrolledFactors();
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (verified > 0 && caller.session.aal !== 'aal2') {
    throw authErrors.insufficientAal(403, 'AAL2 required to enroll a new factor');
  }

  const secret = generateTotpSecret();
  const accountName = caller.user.email ?? caller.user.phone ?? caller.user.id;
  const uri = totpUri(secret, { issuer, accountName });
  const factor = await insertFactor(db, { userId: caller.user.id, friendlyName, secret, now });
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendlyName ?? '',
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  };
}

export async function challengeFactor(
  context: AuthContext,
  caller: Caller,
  factorId: string,
): Promise<ChallengeResponse> {
  const now = context.now();
  const factor = await requireOwnFactor(context, caller.user.id, factorId);
  const challenge = await insertChallenge(context.db, factor.id, now);
  return {
    id: challenge.id,
    type: 'totp',
    expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
  };
}

async function limitVerification(context: AuthContext, caller: Caller, now: Date): Promise<void> {
  const { db } = context;
  await enforceRateLimit(db, {
    scope: 'mfa-verify:ip',
    subject: caller.client.ip ?? '',
    rule: context.settings.rateLimits.verifyPerIp,
    now,
  });
  await enforceRateLimit(db, {
    scope: 'mfa-verify:account',
    subject: caller.user.id,
    rule: MFA_RATE_LIMITS.verifyPerAccount,
    now,
  });
  await enforceRateLimit(db, {
    scope: 'mfa-verify:account-daily',
    subject: caller.user.id,
    rule: MFA_RATE_LIMITS.verifyPerAccountDaily,
    now,
  });
}

/** Raises the session to aal2 and answers with its new tokens, as upstream's verify does. */
async function completeSecondFactor(
  context: AuthContext,
  caller: Caller,
  method: SecondFactorMethod,
  now: Date,
): Promise<GoTrueSession> {
  const { db } = context;
  const upgraded = await upgradeSessionToAal2(db, { session: caller.session, method, now });
  await endOtherAal1Sessions(db, caller.user.id, upgraded.session.id);
  return sessionResponse(context, caller.user, upgraded.session, upgraded.refreshToken);
}

export async function verifyFactor(
  context: AuthContext,
  caller: Caller,
  factorId: string,
  body: Body,
): Promise<GoTrueSession> {
  const { db } = context;
  const now = context.now();
  const factor = await requireOwnFactor(context, caller.user.id, factorId);
  const challengeId = optionalString(body, 'challenge_id');
  const code = optionalString(body, 'code')?.trim();
  if (!code) throw authErrors.validation('Code needs to be non-empty');
  if (code.length > MAX_CODE_LENGTH) throw authErrors.mfaVerificationFailed();
  if (!challengeId) throw authErrors.mfaChallengeNotFound();
  const challenge = await findChallenge(db, factor.id, challengeId);
  if (!challenge || challenge.verifiedAt) throw authErrors.mfaChallengeNotFound();
  if (now.getTime() - challenge.createdAt.getTime() > CHALLENGE_LIFETIME_SECONDS * 1000) {
    await deleteChallenge(db, challenge.id);
    throw authErrors.mfaChallengeExpired(challenge.id);
  }
  await limitVerification(context, caller, now);

  // Our extension: a verified factor's verify also takes one of the account's recovery codes.
  const recoveryCode = factor.status === 'verified' ? normalizeRecoveryCode(code) : null;
  if (recoveryCode) {
    return db.transaction(async (tx) => {
      const used = await consumeRecoveryCode(
        tx,
        caller.user.id,
        hashRecoveryCode(caller.user.id, recoveryCode),
        now,
      );
      if (!used) throw authErrors.mfaVerificationFailed('Invalid recovery code entered');
      await markChallengeVerified(tx, challenge.id, now);
      await noteRecoveryCodeUsed(context, tx, caller, now);
      return completeSecondFactor({ ...context, db: tx }, caller, 'mfa/recovery_code', now);
    });
  }

  const step = matchTotpStep(factor.secret, code.replace(/\s/g, ''), now);
  if (step === null) throw authErrors.mfaVerificationFailed();
  const session = await db.transaction(async (tx) => {
    // A code already accepted (this one, or a later one) cannot be used again: replay protection.
    if (!(await claimTimeStep(tx, factor.id, step, now))) throw authErrors.mfaVerificationFailed();
    if (!(await markChallengeVerified(tx, challenge.id, now))) throw authErrors.mfaChallengeNotFound();
    if (factor.status !== 'verified') {
      await markFactorVerified(tx, factor.id, now);
      await recordSecurityEvent(tx, {
        userId: caller.user.id,
        kind: 'factor_added',
        sessionId: caller.session.id,
        client: caller.client,
        detail: { factor_type: 'totp' },
        now,
      });
    }
    return completeSecondFactor({ ...context, db: tx }, caller, 'totp', now);
  });
  // Only the first verification adds the app; a later code is a sign-in, which has its own notice.
  if (factor.status !== 'verified') notifyOwner(context, caller, 'twoStepAdded');
  return session;
}

async function noteRecoveryCodeUsed(
  context: AuthContext,
  db: AuthContext['db'],
  caller: Caller,
  now: Date,
): Promise<void> {
  const { remaining } = await countRecoveryCodes(db, caller.user.id);
  await recordSecurityEvent(db, {
    userId: caller.user.id,
    kind: 'recovery_code_used',
    sessionId: caller.session.id,
    client: caller.client,
    detail: { remaining },
    now,
  });
  context.log.info({ userId: caller.user.id, remaining }, 'A recovery code was used');
}

export async function unenrollFactor(
  context: AuthContext,
  caller: Caller,
  factorId: string,
): Promise<{ id: string }> {
  const now = context.now();
  const factor = await requireOwnFactor(context, caller.user.id, factorId);
  if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
    throw authErrors.insufficientAal(422, 'AAL2 required to unenroll verified factor');
  }
  await context.db.transaction(async (tx) => {
    if (!(await deleteFactor(tx, caller.user.id, factor.id))) throw authErrors.mfaFactorNotFound();
    if (factor.status !== 'verified') return;
    await recordSecurityEvent(tx, {
      userId: caller.user.id,
      kind: 'factor_removed',
      sessionId: caller.session.id,
      client: caller.client,
      detail: { factor_type: 'totp' },
      now,
    });
    if ((await countVerifiedFactors(tx, caller.user.id)) === 0) {
      // Recovery codes stand in for a factor; with none left they would be a way in with nothing to recover.
      await deleteRecoveryCodes(tx, caller.user.id);
      await downgradeSessionsToAal1(tx, caller.user.id);
    }
  });
  // An enrolment nobody finished changed nothing about signing in: no notice for it.
  if (factor.status === 'verified') notifyOwner(context, caller, 'twoStepRemoved');
  return { id: factor.id };
}

// Recovery codes: upstream's /factors/recovery-codes endpoints. The set is one per account; its `id` is
// the account's id (there is no separate factor row: auth-js 2.x's listFactors would fail on an unknown type).

async function requireAal2WithFactor(context: AuthContext, caller: Caller, action: string): Promise<void> {
  if (caller.session.aal !== 'aal2')
    throw authErrors.insufficientAal(403, `AAL2 required to ${action} recovery codes`);
  if ((await countVerifiedFactors(context.db, caller.user.id)) === 0)
    throw authErrors.recoveryCodesSoleFactor();
}

async function issueRecoveryCodes(context: AuthContext, caller: Caller): Promise<RecoveryCodesResponse> {
  const now = context.now();
  const codes = generateRecoveryCodes();
  const hashes = codes.map((code) => hashRecoveryCode(caller.user.id, normalizeRecoveryCode(code) ?? code));
  await context.db.transaction((tx) => replaceRecoveryCodes(tx, caller.user.id, hashes, now));
  return { id: caller.user.id, type: 'recovery_code', total: codes.length, codes };
}

export async function generateRecoveryCodeSet(
  context: AuthContext,
  caller: Caller,
): Promise<RecoveryCodesResponse> {
  await requireAal2WithFactor(context, caller, 'generate');
  const { total } = await countRecoveryCodes(context.db, caller.user.id);
  if (total > 0) throw authErrors.recoveryCodesExist();
  return issueRecoveryCodes(context, caller);
}

export async function regenerateRecoveryCodeSet(
  context: AuthContext,
  caller: Caller,
): Promise<RecoveryCodesResponse> {
  await requireAal2WithFactor(context, caller, 'regenerate');
  const issued = await issueRecoveryCodes(context, caller);
  notifyOwner(context, caller, 'recoveryCodesRegenerated');
  return issued;
}

export async function recoveryCodeStatus(
  context: AuthContext,
  caller: Caller,
): Promise<RecoveryCodesResponse> {
  const { total, remaining } = await countRecoveryCodes(context.db, caller.user.id);
  if (total === 0) throw authErrors.recoveryCodesNotFound();
  return { id: caller.user.id, type: 'recovery_code', total, remaining };
}

export async function deleteRecoveryCodeSet(context: AuthContext, caller: Caller): Promise<{ id: string }> {
  if (caller.session.aal !== 'aal2')
    throw authErrors.insufficientAal(403, 'AAL2 required to delete recovery codes');
  await deleteRecoveryCodes(context.db, caller.user.id);
  return { id: caller.user.id };
}

/** Upstream's POST /factors/recovery-codes/verify: a recovery code instead of a factor's code. */
export async function verifyRecoveryCode(
  context: AuthContext,
  caller: Caller,
  body: Body,
): Promise<GoTrueSession> {
  const { db } = context;
  const now = context.now();
  const input = optionalString(body, 'code');
  if (!input) throw authErrors.validation('Code needs to be non-empty');
  await limitVerification(context, caller, now);
  const code = input.length <= MAX_CODE_LENGTH ? normalizeRecoveryCode(input) : null;
  if (!code || (await countVerifiedFactors(db, caller.user.id)) === 0) {
    throw authErrors.mfaVerificationFailed('Invalid recovery code entered');
  }
  return db.transaction(async (tx) => {
    const used = await consumeRecoveryCode(tx, caller.user.id, hashRecoveryCode(caller.user.id, code), now);
    if (!used) throw authErrors.mfaVerificationFailed('Invalid recovery code entered');
    await noteRecoveryCodeUsed(context, tx, caller, now);
    return completeSecondFactor({ ...context, db: tx }, caller, 'mfa/recovery_code', now);
  });
}
