import type {
  SupportPriority,
  SupportTicketStatus,
  SupportTopic,
} from '@amparo/contract/support/support-limits';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { supportMessages, supportTickets } from '../../platform/db/schema/support.ts';

// Every query of support tickets. A person's queries always carry their own user id in the WHERE clause, so
// another person's ticket is simply not found; the owner's queries read every ticket.

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type OwnerTicketRow = TicketRow & { person: string | null; preview: string };

export async function insertTicket(
  db: Database,
  values: { userId: string; topic: SupportTopic; priority: SupportPriority; now: Date },
): Promise<TicketRow> {
  const [row] = await db
    .insert(supportTickets)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error('The ticket insert returned no row');
  return row;
}

export async function insertMessage(
  db: Database,
  values: { ticketId: string; authorUserId: string; fromSupport: boolean; body: string; now: Date },
): Promise<MessageRow> {
  const [row] = await db
    .insert(supportMessages)
    .values({ ...values, createdAt: values.now })
    .returning();
  if (!row) throw new Error('The message insert returned no row');
  return row;
}

export async function countOpenTicketsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), eq(supportTickets.status, 'open')));
  return row?.total ?? 0;
}

export async function listTicketsOf(db: Database, userId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt), asc(supportTickets.id))
    .limit(200);
}

/** The ticket when it is `userId`'s; with `lock`, held until the transaction ends. */
export async function findTicketOf(
  db: Database,
  userId: string,
  id: string,
  lock = false,
): Promise<TicketRow | null> {
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findTicket(db: Database, id: string, lock = false): Promise<TicketRow | null> {
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listMessages(db: Database, ticketId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export async function updateTicket(
  db: Database,
  id: string,
  values: Partial<
    Pick<TicketRow, 'priority' | 'status' | 'lastFromSupport' | 'updatedAt' | 'closedAt' | 'closedBy'>
  >,
): Promise<void> {
  await db.update(supportTickets).set(values).where(eq(supportTickets.id, id));
}

export const OWNER_QUEUE_LIMIT = 500;
const PREVIEW_LENGTH = 160;

const ownerColumns = {
  ticket: supportTickets,
  person: sql<string | null>`coalesce(${authUsers.email}, ${authUsers.phone})`,
  preview: sql<string>`coalesce((
    select left(m.body, ${PREVIEW_LENGTH}) from support_messages m
    where m.ticket_id = ${supportTickets.id} order by m.created_at asc, m.id asc limit 1
  ), '')`,
};

/**
 * Open tickets with priority support first, then the oldest first (a queue, fair within each priority); closed
 * ones after, the most recently closed first.
 */
export async function listTicketsForOwner(
  db: Database,
  status: SupportTicketStatus | 'all',
): Promise<OwnerTicketRow[]> {
  const rows = await db
    .select(ownerColumns)
    .from(supportTickets)
    .leftJoin(authUsers, eq(authUsers.id, supportTickets.userId))
    .where(status === 'all' ? undefined : eq(supportTickets.status, status))
    .orderBy(
      sql`case when ${supportTickets.status} = 'open' then 0 else 1 end`,
      sql`case when ${supportTickets.status} = 'open' and ${supportTickets.priority} = 'priority' then 0 else 1 end`,
      sql`case when ${supportTickets.status} = 'open' then ${supportTickets.createdAt} end asc`,
      desc(supportTickets.closedAt),
      asc(supportTickets.id),
    )
    .limit(OWNER_QUEUE_LIMIT);
  return rows.map((row) => ({ ...row.ticket, person: row.person, preview: row.preview }));
}

export async function findTicketForOwner(db: Database, id: string): Promise<OwnerTicketRow | null> {
  const [row] = await db
    .select(ownerColumns)
    .from(supportTickets)
    .leftJoin(authUsers, eq(authUsers.id, supportTickets.userId))
    .where(eq(supportTickets.id, id));
  return row ? { ...row.ticket, person: row.person, preview: row.preview } : null;
}

export async function countOpenTickets(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'open'));
  return row?.total ?? 0;
}
