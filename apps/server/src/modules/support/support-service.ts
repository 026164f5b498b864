import type { CreateSupportTicketRequest } from '@amparo/contract/support/create-support-ticket';
import type { OwnerListSupportTicketsResponse } from '@amparo/contract/support/owner-support-queue';
import {
  SUPPORT_OPEN_TICKETS_MAX,
  SUPPORT_TICKET_NOT_FOUND,
  SUPPORT_TOO_MANY_OPEN,
  type SupportPriority,
  type SupportTopic,
} from '@amparo/contract/support/support-limits';
import type {
  OwnerSupportTicket,
  OwnerSupportTicketSummary,
  SupportMessage,
  SupportTicket,
  SupportTicketSummary,
} from '@amparo/contract/support/support-models';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { consumeRateLimit } from '../../platform/http/rate-limit.ts';
import { enqueueJob, notifyJobsEnqueued } from '../../platform/jobs/job-queue.ts';
import { findCoverage } from '../family/coverage.ts';
import { recordOwnerAction } from '../owner/audit-log.ts';
import { SUPPORT_REPLY_JOB_KIND } from './support-notifications.ts';
import {
  countOpenTickets,
  countOpenTicketsOf,
  findTicket,
  findTicketForOwner,
  findTicketOf,
  insertMessage,
  insertTicket,
  listMessages,
  listTicketsForOwner,
  listTicketsOf,
  type MessageRow,
  type OwnerTicketRow,
  type TicketRow,
  updateTicket,
} from './support-repo.ts';

// Support tickets (issue 15). A person writes to the people who run Amparo and reads the answers in Help; the
// owner's queue puts Full Protection (which includes priority support, spec §6) first. The priority comes from
// the plan — the person's own, or their family's — read here on the server; nothing a request carries sets it or
// the status. A ticket that is not the caller's answers 404, exactly like one that does not exist.

/** Tickets one account may open in an hour, and replies it may send: a person with a real problem never meets them. */
export const SUPPORT_TICKET_RATE_LIMIT = { limit: 5, windowSeconds: 60 * 60 } as const;
export const SUPPORT_REPLY_RATE_LIMIT = { limit: 30, windowSeconds: 60 * 60 } as const;

function rateLimited(retryAfter: number): HttpError {
  return new HttpError(429, 'rate_limited', 'You have sent many messages; try again later', {
    retry_after: retryAfter,
  });
}

async function limit(db: Database, key: string, rule: { limit: number; windowSeconds: number }, now: Date) {
  const result = await consumeRateLimit(db, { key, ...rule, now });
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

function notFound(): HttpError {
  return new HttpError(404, SUPPORT_TICKET_NOT_FOUND, 'No such support ticket');
}

async function priorityFor(db: Database, userId: string): Promise<SupportPriority> {
  const coverage = await findCoverage(db, userId);
  return coverage === 'own' || coverage === 'family' ? 'priority' : 'standard';
}

function toMessage(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    from: row.fromSupport ? 'support' : 'person',
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

function toSummary(row: TicketRow): SupportTicketSummary {
  return {
    id: row.id,
    topic: row.topic as SupportTopic,
    status: row.status,
    last_from: row.lastFromSupport ? 'support' : 'person',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toOwnerSummary(row: OwnerTicketRow): OwnerSupportTicketSummary {
  return {
    ...toSummary(row),
    priority: row.priority,
    person: row.person,
    preview: row.preview,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

async function withMessages(db: Database, row: TicketRow): Promise<SupportTicket> {
  return { ...toSummary(row), messages: (await listMessages(db, row.id)).map(toMessage) };
}

async function ownerTicket(db: Database, id: string): Promise<OwnerSupportTicket> {
  const row = await findTicketForOwner(db, id);
  if (!row) throw notFound();
  return { ...toOwnerSummary(row), messages: (await listMessages(db, id)).map(toMessage) };
}

async function refuseBeyondOpenLimit(db: Database, userId: string): Promise<void> {
  if ((await countOpenTicketsOf(db, userId)) >= SUPPORT_OPEN_TICKETS_MAX) {
    throw new HttpError(
      409,
      SUPPORT_TOO_MANY_OPEN,
      `You already have ${SUPPORT_OPEN_TICKETS_MAX} open requests; reply in one of them`,
    );
  }
}

export async function createTicket(
  db: Database,
  input: { userId: string; request: CreateSupportTicketRequest; now?: Date },
): Promise<SupportTicket> {
  const now = input.now ?? new Date();
  await limit(db, `support-ticket:user:${input.userId}`, SUPPORT_TICKET_RATE_LIMIT, now);
  return db.transaction(async (tx) => {
    await refuseBeyondOpenLimit(tx, input.userId);
    const ticket = await insertTicket(tx, {
      userId: input.userId,
      topic: input.request.topic,
      priority: await priorityFor(tx, input.userId),
      now,
    });
    await insertMessage(tx, {
      ticketId: ticket.id,
      authorUserId: input.userId,
      fromSupport: false,
      body: input.request.message.trim(),
      now,
    });
    return withMessages(tx, ticket);
  });
}

export async function listOwnTickets(
  db: Database,
  userId: string,
): Promise<{ tickets: SupportTicketSummary[] }> {
  return { tickets: (await listTicketsOf(db, userId)).map(toSummary) };
}

export async function getOwnTicket(
  db: Database,
  input: { userId: string; id: string },
): Promise<SupportTicket> {
  const row = await findTicketOf(db, input.userId, input.id);
  if (!row) throw notFound();
  return withMessages(db, row);
}

/**
 * The person's reply: reopens a closed ticket (the problem came back; within the open-requests limit) and refreshes
 * the priority from the plan.
 */
export async function replyAsPerson(
  db: Database,
  input: { userId: string; id: string; message: string; now?: Date },
): Promise<SupportTicket> {
  const now = input.now ?? new Date();
  // Checked before the rate limit, so someone else's id costs the caller nothing and tells them nothing.
  if (!(await findTicketOf(db, input.userId, input.id))) throw notFound();
  await limit(db, `support-reply:user:${input.userId}`, SUPPORT_REPLY_RATE_LIMIT, now);
  return db.transaction(async (tx) => {
    const row = await findTicketOf(tx, input.userId, input.id, true);
    if (!row) throw notFound();
    // Reopening counts like opening: a person cannot hold more open requests by replying to closed ones.
    if (row.status !== 'open') await refuseBeyondOpenLimit(tx, input.userId);
    await insertMessage(tx, {
      ticketId: row.id,
      authorUserId: input.userId,
      fromSupport: false,
      body: input.message.trim(),
      now,
    });
    await updateTicket(tx, row.id, {
      status: 'open',
      lastFromSupport: false,
      priority: await priorityFor(tx, input.userId),
      updatedAt: now,
      closedAt: null,
      closedBy: null,
    });
    const saved = await findTicketOf(tx, input.userId, input.id);
    if (!saved) throw notFound();
    return withMessages(tx, saved);
  });
}

export async function listQueue(
  db: Database,
  status: 'open' | 'closed' | 'all',
): Promise<OwnerListSupportTicketsResponse> {
  const [rows, openCount] = await Promise.all([listTicketsForOwner(db, status), countOpenTickets(db)]);
  return { tickets: rows.map(toOwnerSummary), open_count: openCount };
}

export async function getTicketForOwner(db: Database, id: string): Promise<OwnerSupportTicket> {
  return ownerTicket(db, id);
}

/**
 * The owner's answer: saved with the job that tells the person, in one transaction. It keeps the ticket open
 * (the person may answer back); the owner closes it when the matter is settled.
 */
export async function replyAsOwner(
  db: Database,
  input: { ownerId: string; id: string; message: string; now?: Date },
): Promise<OwnerSupportTicket> {
  const now = input.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const row = await findTicket(tx, input.id, true);
    if (!row) throw notFound();
    const message = await insertMessage(tx, {
      ticketId: row.id,
      authorUserId: input.ownerId,
      fromSupport: true,
      body: input.message.trim(),
      now,
    });
    await updateTicket(tx, row.id, {
      status: 'open',
      lastFromSupport: true,
      updatedAt: now,
      closedAt: null,
      closedBy: null,
    });
    await enqueueJob(tx, { kind: SUPPORT_REPLY_JOB_KIND, payload: { messageId: message.id, unsent: true } });
    await recordOwnerAction(tx, {
      actorUserId: input.ownerId,
      action: 'support.reply',
      targetKind: 'support_ticket',
      targetId: row.id,
      detail: { message_id: message.id },
      now,
    });
    return ownerTicket(tx, row.id);
  });
  notifyJobsEnqueued();
  return result;
}

/** Closing an already closed ticket changes nothing and answers the ticket as it is. */
export async function closeTicket(
  db: Database,
  input: { ownerId: string; id: string; now?: Date },
): Promise<OwnerSupportTicket> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await findTicket(tx, input.id, true);
    if (!row) throw notFound();
    if (row.status === 'open') {
      await updateTicket(tx, row.id, {
        status: 'closed',
        closedAt: now,
        closedBy: input.ownerId,
        updatedAt: now,
      });
      await recordOwnerAction(tx, {
        actorUserId: input.ownerId,
        action: 'support.close',
        targetKind: 'support_ticket',
        targetId: row.id,
        detail: {},
        now,
      });
    }
    return ownerTicket(tx, row.id);
  });
}
