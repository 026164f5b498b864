import { createHash, randomBytes } from 'node:crypto';
import {
  AAL2_REQUIRED,
  ACCOUNT_DELETION_GRACE_DAYS,
  type AccountDeletionStatus,
  CANCEL_DELETION_PAGE_PATH,
  DELETION_ALREADY_REQUESTED,
  REAUTHENTICATION_FAILED,
  REAUTHENTICATION_NEEDED,
  type RequestAccountDeletionRequest,
} from '@amparo/contract/account/account-deletion';
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { mayPerformSensitiveAction } from '../../auth/assurance.ts';
import { consumeReauthenticationNonce } from '../../auth/one-time-codes.ts';
import { createPasswordHasher } from '../../auth/password-hash.ts';
import { recordSecurityEvent } from '../../auth/security-events.ts';
import { endSessions } from '../../auth/sessions.ts';
import type { Database } from '../../platform/db/database.ts';
import { accountDeletionRequests } from '../../platform/db/schema/account.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { communityPostImages } from '../../platform/db/schema/community.ts';
import { incidentAlerts } from '../../platform/db/schema/emergency.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { consultationRequests } from '../../platform/db/schema/legal.ts';
import { outboxMessages } from '../../platform/db/schema/outbox.ts';
import { rateLimitBuckets } from '../../platform/db/schema/rate-limits.ts';
import { vaultDocumentVersions, vaultShares } from '../../platform/db/schema/vault.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { lockFamily } from '../family/family-places.ts';
import { deleteFamily, findMembership } from '../family/family-repo.ts';
import { leaveOwnFamily } from '../family/family-service.ts';
import { deleteVersionObjects } from '../vault/version-objects.ts';
import { type CounterpartNoticeKind, renderDeletionScheduled } from './account-messages.ts';
import { tablesNotCascaded } from './user-data-map.ts';

// Deleting an account (issue 15, docs/decisions/037-export-and-deletion.md). The request proves it is the person
// (password or reauthentication code, and the second factor when they have one), schedules the `account.delete`
// job for the end of the grace period, signs out every other session, and emails the day with a link that keeps
// the account. During the grace period the account works as before (Help Me Now above all). When the job runs,
// the stored objects go first (so a failure is retried with the rows still there to find them), then every row
// in one transaction, with the family, shares and consultations ended and the people on their other side told.

export const ACCOUNT_DELETE_JOB_KIND = 'account.delete';
export const COUNTERPART_NOTICE_JOB_KIND = 'account.counterpart_notice';

const DAY_MS = 24 * 60 * 60 * 1000;
const REAUTHENTICATION_RATE_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;
const CANCEL_LINK_RATE_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;
/** Open consultations: the ones whose other side is still waiting for something. */
const ENDED_CONSULTATION_STATUSES = ['declined', 'done', 'closed', 'cancelled'] as const;

const hasher = createPasswordHasher();

export type DeletionMessageSenders = (db: Database) => { mailer: Mailer; sms: SmsSender };

export type Caller = { userId: string; sessionId: string; aal: 'aal1' | 'aal2' };
export type ClientInfo = { userAgent: string | undefined; ip: string | undefined };

export function hashCancelToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toStatus(row: { requestedAt: Date; scheduledFor: Date } | undefined): AccountDeletionStatus {
  if (!row) return { status: 'none', requested_at: null, scheduled_for: null };
  return {
    status: 'scheduled',
    requested_at: row.requestedAt.toISOString(),
    scheduled_for: row.scheduledFor.toISOString(),
  };
}

export async function getDeletionStatus(db: Database, userId: string): Promise<AccountDeletionStatus> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, userId));
  return toStatus(row);
}

/** Password when the account has one, else the reauthentication code; throws the contract's 403s. */
async function checkReauthentication(
  db: Database,
  userId: string,
  proof: RequestAccountDeletionRequest,
  now: Date,
): Promise<void> {
  if (!proof.password && !proof.nonce) {
    throw new HttpError(403, REAUTHENTICATION_NEEDED, 'Confirm it is you: send your password or a code');
  }
  // Every try counts, right or wrong: a stolen session must not become a way to guess the password.
  await enforceRateLimit(
    db,
    `account-deletion-reauth:user:${userId}`,
    REAUTHENTICATION_RATE_LIMIT,
    'Too many tries; wait a few minutes and try again',
    now,
  );
  if (proof.password) {
    const [user] = await db
      .select({ passwordHash: authUsers.passwordHash })
      .from(authUsers)
      .where(eq(authUsers.id, userId));
    if (user?.passwordHash && (await hasher.verify(user.passwordHash, proof.password))) return;
    throw new HttpError(403, REAUTHENTICATION_FAILED, 'That password is not right');
  }
  if (proof.nonce && (await consumeReauthenticationNonce(db, { userId, nonce: proof.nonce, now }))) return;
  throw new HttpError(403, REAUTHENTICATION_FAILED, 'That code is not right or has expired');
}

async function sendDeletionScheduled(
  db: Database,
  senders: DeletionMessageSenders,
  input: { userId: string; scheduledFor: Date; link: string; log: LogLike },
): Promise<void> {
  const [user] = await db
    .select({ email: authUsers.email, phone: authUsers.phone, locale: authUsers.locale })
    .from(authUsers)
    .where(eq(authUsers.id, input.userId));
  if (!user) return;
  const message = renderDeletionScheduled(user.locale, {
    scheduledFor: input.scheduledFor,
    link: input.link,
  });
  const purpose = 'account.deletion_scheduled';
  const { mailer, sms } = senders(db);
  try {
    if (user.email) {
      await mailer.send({
        to: user.email,
        subject: message.subject,
        text: message.emailText,
        locale: message.language,
        purpose,
      });
    } else if (user.phone) {
      await sms.send({ to: user.phone, body: message.sms, locale: message.language, purpose });
    }
  } catch (error) {
    // The deletion stands and shows in the app with its Keep button; the log names neither address nor link.
    input.log.error({ purpose, err: { name: (error as Error).name } }, 'A message could not be delivered');
  }
}

type LogLike = { error: (object: object, message: string) => void };

export async function requestAccountDeletion(
  db: Database,
  senders: DeletionMessageSenders,
  input: {
    caller: Caller;
    proof: RequestAccountDeletionRequest;
    client: ClientInfo;
    publicUrl: string;
    log: LogLike;
    now?: Date;
  },
): Promise<AccountDeletionStatus> {
  const now = input.now ?? new Date();
  const { caller } = input;
  if (!(await mayPerformSensitiveAction(db, caller))) {
    throw new HttpError(403, AAL2_REQUIRED, 'Confirm it is you with your second factor first');
  }
  await checkReauthentication(db, caller.userId, input.proof, now);

  const token = randomBytes(32).toString('base64url');
  const scheduledFor = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(accountDeletionRequests)
      .values({
        userId: caller.userId,
        requestedAt: now,
        scheduledFor,
        cancelTokenHash: hashCancelToken(token),
      })
      .onConflictDoNothing({ target: accountDeletionRequests.userId })
      .returning();
    if (!inserted) {
      throw new HttpError(409, DELETION_ALREADY_REQUESTED, 'This account is already scheduled for deletion');
    }
    // The job names the request, never the account: its row outlives the account in the queue's history.
    await enqueueJob(tx, {
      kind: ACCOUNT_DELETE_JOB_KIND,
      payload: { requestId: inserted.id },
      runAt: scheduledFor,
    });
    // Signed out everywhere but here: whoever else holds a session must sign in again to act on the account.
    await endSessions(tx, { userId: caller.userId, sessionId: caller.sessionId, scope: 'others' });
    await recordSecurityEvent(tx, {
      userId: caller.userId,
      kind: 'deletion_requested',
      sessionId: caller.sessionId,
      client: input.client,
      detail: { scheduled_for: scheduledFor.toISOString() },
      now,
    });
    return inserted;
  });
  const link = `${input.publicUrl.replace(/\/+$/, '')}${CANCEL_DELETION_PAGE_PATH}#token=${token}`;
  await sendDeletionScheduled(db, senders, { userId: caller.userId, scheduledFor, link, log: input.log });
  return toStatus(row);
}

async function removeRequest(tx: Database, requestId: string): Promise<void> {
  await tx.delete(accountDeletionRequests).where(eq(accountDeletionRequests.id, requestId));
  // The job would find no request and do nothing; removing it keeps the queue honest.
  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, ACCOUNT_DELETE_JOB_KIND),
        sql`${jobs.payload}->>'requestId' = ${requestId}`,
        isNull(jobs.doneAt),
      ),
    );
}

/** The signed-in person keeps their account. */
export async function cancelAccountDeletion(
  db: Database,
  input: { caller: Caller; client: ClientInfo; now?: Date },
): Promise<AccountDeletionStatus> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, input.caller.userId))
      .for('update');
    if (!row) throw new HttpError(404, 'not_found', 'This account is not scheduled for deletion');
    await removeRequest(tx, row.id);
    await recordSecurityEvent(tx, {
      userId: input.caller.userId,
      kind: 'deletion_cancelled',
      sessionId: input.caller.sessionId,
      client: input.client,
      detail: { via: 'app' },
      now,
    });
  });
  return toStatus(undefined);
}

/** Anyone holding the emailed link keeps the account: the link is the proof (256 random bits). */
export async function cancelAccountDeletionByLink(
  db: Database,
  input: { token: string; client: ClientInfo; now?: Date },
): Promise<{ cancelled: true }> {
  const now = input.now ?? new Date();
  const networkKey = createHash('sha256')
    .update(input.client.ip ?? 'unknown')
    .digest('hex')
    .slice(0, 32);
  await enforceRateLimit(
    db,
    `account-deletion-cancel:ip:${networkKey}`,
    CANCEL_LINK_RATE_LIMIT,
    'Too many tries from this address; wait a few minutes',
    now,
  );
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.cancelTokenHash, hashCancelToken(input.token)))
      .for('update');
    if (!row) {
      throw new HttpError(404, 'not_found', 'This link no longer works: nothing is waiting to be deleted');
    }
    await removeRequest(tx, row.id);
    await recordSecurityEvent(tx, {
      userId: row.userId,
      kind: 'deletion_cancelled',
      client: input.client,
      detail: { via: 'email_link' },
      now,
    });
  });
  return { cancelled: true };
}

type Notice = { recipientUserId: string; kind: CounterpartNoticeKind };

/** Ends the family (as holder) or leaves it (as member), through the family module's own paths. */
async function endFamilyTies(db: Database, userId: string, now: Date): Promise<Notice[]> {
  const found = await findMembership(db, userId);
  if (!found) return [];
  if (found.membership.role === 'member') {
    await leaveOwnFamily(db, { userId, now });
    return [{ recipientUserId: found.family.holderId, kind: 'member_left' }];
  }
  return db.transaction(async (tx) => {
    const family = await lockFamily(tx, found.family.id);
    if (!family) return [];
    const members = await tx
      .select({ userId: familyMembers.userId })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, family.id), ne(familyMembers.userId, userId)));
    await deleteFamily(tx, family, now);
    return members.map((member) => ({ recipientUserId: member.userId, kind: 'family_ended' as const }));
  });
}

/** The stored objects of the account: every vault version (any state) and every community image. */
async function storedObjectsOf(db: Database, userId: string) {
  const versions = await db
    .select({ id: vaultDocumentVersions.id })
    .from(vaultDocumentVersions)
    .where(eq(vaultDocumentVersions.userId, userId));
  const images = await db
    .select({ objectKey: communityPostImages.objectKey })
    .from(communityPostImages)
    .where(eq(communityPostImages.ownerUserId, userId));
  return { versionIds: versions.map((row) => row.id), imageKeys: images.map((row) => row.objectKey) };
}

async function deleteStoredObjects(
  storage: ObjectStorage,
  objects: { versionIds: string[]; imageKeys: string[] },
  log?: LogLike,
): Promise<void> {
  await deleteVersionObjects(storage, objects.versionIds, log);
  if (objects.imageKeys.length > 0) await storage.delete(objects.imageKeys);
}

/**
 * Removes the account now: stored objects, then every row, and tells the people on the other side of what ended.
 * Safe to run again after a failure at any point.
 */
export async function deleteAccountNow(
  db: Database,
  storage: ObjectStorage,
  input: { userId: string; now: Date; currentJobId?: string; log?: LogLike },
): Promise<void> {
  const { userId, now } = input;
  await deleteStoredObjects(storage, await storedObjectsOf(db, userId), input.log);
  const notices = await endFamilyTies(db, userId, now);

  const leftover = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        email: authUsers.email,
        phone: authUsers.phone,
        newEmail: authUsers.newEmail,
        newPhone: authUsers.newPhone,
      })
      .from(authUsers)
      .where(eq(authUsers.id, userId))
      .for('update');
    if (!account) return null;

    const sharedWith = await tx
      .selectDistinct({ recipientUserId: vaultShares.recipientId })
      .from(vaultShares)
      .where(and(eq(vaultShares.ownerId, userId), ne(vaultShares.recipientId, userId)));
    for (const row of sharedWith)
      notices.push({ recipientUserId: row.recipientUserId, kind: 'shares_ended' });
    const openConsultations = await tx
      .select({
        clientUserId: consultationRequests.clientUserId,
        professionalUserId: consultationRequests.professionalUserId,
      })
      .from(consultationRequests)
      .where(
        and(
          or(
            eq(consultationRequests.clientUserId, userId),
            eq(consultationRequests.professionalUserId, userId),
          ),
          notInArray(consultationRequests.status, [...ENDED_CONSULTATION_STATUSES]),
        ),
      );
    for (const row of openConsultations) {
      const other = row.clientUserId === userId ? row.professionalUserId : row.clientUserId;
      if (other !== userId) notices.push({ recipientUserId: other, kind: 'consultation_ended' });
    }

    // Objects added since the first pass (an upload that was in progress) go after the commit.
    const lateObjects = await storedObjectsOf(tx, userId);

    // Rows a cascade would not reach: the person's own, kept by a "set null" key.
    for (const { name, column } of tablesNotCascaded()) {
      await tx.execute(
        sql`delete from ${sql.identifier(name)} where ${sql.identifier(column)} = ${userId}::uuid`,
      );
    }
    // Other people's incident history keeps that an alert went out, not to whom.
    await tx
      .update(incidentAlerts)
      .set({ contactName: '', recipient: '' })
      .where(eq(incidentAlerts.familyMemberUserId, userId));
    // Messages addressed to the person (codes, notices, this deletion's own email) in the embedded outbox.
    const addresses = [account.email, account.phone, account.newEmail, account.newPhone].filter(
      (address): address is string => Boolean(address),
    );
    if (addresses.length > 0)
      await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, addresses));
    // Counters and queued work keyed by the account id (rate limits, notifications not yet delivered).
    await tx.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} like ${`%${userId}%`}`);
    await tx
      .delete(jobs)
      .where(
        and(
          sql`${jobs.payload}::text like ${`%${userId}%`}`,
          input.currentJobId ? ne(jobs.id, input.currentJobId) : sql`true`,
        ),
      );
    // Everything else goes with the account row (every key to it cascades).
    await tx.delete(authUsers).where(eq(authUsers.id, userId));

    const told = new Set<string>();
    for (const notice of notices) {
      const key = `${notice.recipientUserId}|${notice.kind}`;
      if (notice.recipientUserId === userId || told.has(key)) continue;
      told.add(key);
      await enqueueJob(tx, {
        kind: COUNTERPART_NOTICE_JOB_KIND,
        payload: { recipientUserId: notice.recipientUserId, notice: notice.kind, unsent: true },
      });
    }
    return lateObjects;
  });
  if (leftover) await deleteStoredObjects(storage, leftover, input.log);
}

/** Deletion requests whose grace period is over: for the job, which checks again before acting. */
export async function findDueRequest(
  db: Database,
  requestId: string,
  now: Date,
): Promise<{ userId: string } | 'not_yet' | null> {
  const [row] = await db
    .select({ userId: accountDeletionRequests.userId, scheduledFor: accountDeletionRequests.scheduledFor })
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, requestId));
  if (!row) return null;
  return row.scheduledFor.getTime() > now.getTime() ? 'not_yet' : { userId: row.userId };
}
