import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { authOneTimeCodes, type OneTimeCodePurpose } from '../platform/db/schema/auth.ts';
import {
  generateOneTimeCode,
  generateOpaqueToken,
  hashesEqual,
  hashOneTimeCode,
  hashToken,
  normalizeOneTimeCode,
} from './secure-token.ts';

// Codes sent by email or SMS (OWASP ASVS 5.0 6.5): 6 digits, 10 minutes, one use, 5 wrong tries. Only the
// newest code of a kind works, so "send me a new code" really replaces the old one.

export const ONE_TIME_CODE_LIFETIME_MINUTES = 10;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;

export type IssuedCode = { id: string; code: string; linkToken: string | undefined; expiresAt: Date };

export type CodeRecord = typeof authOneTimeCodes.$inferSelect;

export async function issueOneTimeCode(
  db: Database,
  input: {
    userId: string;
    purpose: OneTimeCodePurpose;
    channel: 'email' | 'sms';
    recipient: string;
    withLink: boolean;
    /** Put before the link token: `pkce_` marks a link that ends in an auth code rather than a session. */
    linkPrefix?: string;
    now: Date;
  },
): Promise<IssuedCode> {
  await db
    .update(authOneTimeCodes)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(authOneTimeCodes.userId, input.userId),
        eq(authOneTimeCodes.purpose, input.purpose),
        isNull(authOneTimeCodes.consumedAt),
      ),
    );
  const id = randomUUID();
  const code = generateOneTimeCode();
  const linkToken = input.withLink ? `${input.linkPrefix ?? ''}${generateOpaqueToken()}` : undefined;
  const expiresAt = new Date(input.now.getTime() + ONE_TIME_CODE_LIFETIME_MINUTES * 60_000);
  await db.insert(authOneTimeCodes).values({
    id,
    userId: input.userId,
    purpose: input.purpose,
    channel: input.channel,
    recipient: input.recipient,
    codeHash: hashOneTimeCode(code, id),
    linkTokenHash: linkToken ? hashToken(linkToken) : null,
    expiresAt,
    createdAt: input.now,
  });
  return { id, code, linkToken, expiresAt };
}

/**
 * Checks a typed code against the newest live code sent to `recipient` for one of `purposes`, and consumes it
 * when it matches. A wrong code counts an attempt; the fifth wrong attempt kills the code.
 */
export async function consumeCodeByValue(
  db: Database,
  input: { recipient: string; purposes: readonly OneTimeCodePurpose[]; code: string; now: Date },
): Promise<CodeRecord | null> {
  const code = normalizeOneTimeCode(input.code);
  const [record] = await db
    .select()
    .from(authOneTimeCodes)
    .where(
      and(
        eq(authOneTimeCodes.recipient, input.recipient),
        inArray(authOneTimeCodes.purpose, [...input.purposes]),
        isNull(authOneTimeCodes.consumedAt),
        gt(authOneTimeCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(authOneTimeCodes.createdAt))
    .limit(1);
  if (!record) return null;
  if (code && hashesEqual(hashOneTimeCode(code, record.id), record.codeHash)) {
    return markConsumed(db, record.id, input.now);
  }
  await db
    .update(authOneTimeCodes)
    .set({
      attempts: sql`${authOneTimeCodes.attempts} + 1`,
      consumedAt: sql`case when ${authOneTimeCodes.attempts} + 1 >= ${ONE_TIME_CODE_MAX_ATTEMPTS} then ${input.now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(authOneTimeCodes.id, record.id));
  return null;
}

/** Consumes the code behind an emailed link (`token_hash` in the protocol). */
export async function consumeCodeByLinkToken(
  db: Database,
  input: { linkToken: string; purposes: readonly OneTimeCodePurpose[]; now: Date },
): Promise<CodeRecord | null> {
  const [record] = await db
    .select()
    .from(authOneTimeCodes)
    .where(
      and(
        eq(authOneTimeCodes.linkTokenHash, hashToken(input.linkToken)),
        inArray(authOneTimeCodes.purpose, [...input.purposes]),
        isNull(authOneTimeCodes.consumedAt),
        gt(authOneTimeCodes.expiresAt, input.now),
      ),
    );
  return record ? markConsumed(db, record.id, input.now) : null;
}

/** Consumes a reauthentication nonce of this user. */
export async function consumeReauthenticationNonce(
  db: Database,
  input: { userId: string; nonce: string; now: Date },
): Promise<boolean> {
  const [record] = await db
    .select()
    .from(authOneTimeCodes)
    .where(
      and(
        eq(authOneTimeCodes.userId, input.userId),
        eq(authOneTimeCodes.purpose, 'reauthentication'),
        isNull(authOneTimeCodes.consumedAt),
        gt(authOneTimeCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(authOneTimeCodes.createdAt))
    .limit(1);
  if (!record) return false;
  const consumed = await consumeCodeByValue(db, {
    recipient: record.recipient,
    purposes: ['reauthentication'],
    code: input.nonce,
    now: input.now,
  });
  return consumed?.userId === input.userId;
}

// Only one request can consume a code, even when two arrive at once.
async function markConsumed(db: Database, id: string, now: Date): Promise<CodeRecord | null> {
  const [consumed] = await db
    .update(authOneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(authOneTimeCodes.id, id), isNull(authOneTimeCodes.consumedAt)))
    .returning();
  return consumed ?? null;
}
