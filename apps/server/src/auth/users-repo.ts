import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import { toMessageLocale } from '@amparo/contract/auth/message-locale';
import type { AccountType } from '@amparo/contract/legal/legal-limits';
import {
  type CurrentStatus,
  type EntryMethod,
  isEligibleEntryMethod,
} from '@amparo/contract/profile/profile';
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { authUsers } from '../platform/db/schema/auth.ts';
import { profiles } from '../platform/db/schema/profiles.ts';
import type { AuthUser } from './gotrue-user.ts';

export type UserRow = typeof authUsers.$inferSelect;

export type StoredUser = AuthUser & { passwordHash: string | null; locale: MessageLocale };

export function toStoredUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    passwordHash: row.passwordHash,
    emailConfirmedAt: row.emailConfirmedAt,
    phoneConfirmedAt: row.phoneConfirmedAt,
    lastSignInAt: row.lastSignInAt,
    confirmationSentAt: row.confirmationSentAt,
    recoverySentAt: row.recoverySentAt,
    newEmail: row.newEmail,
    newPhone: row.newPhone,
    emailChangeSentAt: row.emailChangeSentAt,
    phoneChangeSentAt: row.phoneChangeSentAt,
    userMetadata: row.userMetadata,
    bannedUntil: row.bannedUntil,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    locale: toMessageLocale(row.locale),
  };
}

export async function findUserById(db: Database, id: string): Promise<StoredUser | null> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return row ? toStoredUser(row) : null;
}

export async function findUserByEmail(db: Database, email: string): Promise<StoredUser | null> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  return row ? toStoredUser(row) : null;
}

export async function findUserByPhone(db: Database, phone: string): Promise<StoredUser | null> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.phone, phone));
  return row ? toStoredUser(row) : null;
}

export async function findUserByIdentifier(
  db: Database,
  identifier: { email: string } | { phone: string },
): Promise<StoredUser | null> {
  return 'email' in identifier
    ? findUserByEmail(db, identifier.email)
    : findUserByPhone(db, identifier.phone);
}

export type UserPatch = Partial<Omit<typeof authUsers.$inferInsert, 'id' | 'createdAt'>>;

export async function updateUser(db: Database, id: string, patch: UserPatch, now: Date): Promise<StoredUser> {
  const [row] = await db
    .update(authUsers)
    .set({ ...patch, updatedAt: now })
    .where(eq(authUsers.id, id))
    .returning();
  if (!row) throw new Error('The user to update no longer exists');
  return toStoredUser(row);
}

export type ProfileAnswers = {
  entryMethod: EntryMethod | null;
  currentStatus: CurrentStatus | null;
  legalConsentAccepted: boolean;
  /** A legal professional's account (issue 13) is not asked the eligibility questions. */
  accountType?: AccountType;
};

/**
 * Creates the user and its profile (spec §3, §4) in one transaction: either both exist or neither. The access
 * fields take the schema's defaults (no access, individual tier, 10000 cents, no dependents) whatever the
 * sign-up sent. Returns null when the email or phone is already taken (a concurrent sign-up won).
 */
export async function createUserWithProfile(
  db: Database,
  input: {
    email: string | null;
    phone: string | null;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    locale: MessageLocale;
    emailConfirmedAt: Date | null;
    phoneConfirmedAt: Date | null;
    answers: ProfileAnswers;
    now: Date;
  },
): Promise<StoredUser | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authUsers)
      .values({
        email: input.email,
        phone: input.phone,
        passwordHash: input.passwordHash,
        userMetadata: input.userMetadata,
        locale: input.locale,
        emailConfirmedAt: input.emailConfirmedAt,
        phoneConfirmedAt: input.phoneConfirmedAt,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx.insert(profiles).values({
      id: row.id,
      email: input.email,
      entryMethod: input.answers.entryMethod,
      currentStatus: input.answers.currentStatus,
      isEligible: isEligibleEntryMethod(input.answers.entryMethod),
      legalConsentAccepted: input.answers.legalConsentAccepted,
      legalConsentAcceptedAt: input.answers.legalConsentAccepted ? input.now : null,
      accountType: input.answers.accountType ?? 'person',
      createdAt: input.now,
      updatedAt: input.now,
    });
    return toStoredUser(row);
  });
}

/** The profile keeps a copy of the email (spec §3); it follows a confirmed email change. */
export async function syncProfileEmail(
  db: Database,
  userId: string,
  email: string | null,
  now: Date,
): Promise<void> {
  await db.update(profiles).set({ email, updatedAt: now }).where(eq(profiles.id, userId));
}

export async function findUserByPendingChange(
  db: Database,
  identifier: { email: string } | { phone: string },
): Promise<StoredUser | null> {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(
      'email' in identifier
        ? eq(authUsers.newEmail, identifier.email)
        : eq(authUsers.newPhone, identifier.phone),
    )
    .limit(1);
  return row ? toStoredUser(row) : null;
}
