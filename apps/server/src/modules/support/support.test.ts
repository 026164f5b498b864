import type { ListSupportTicketsResponse } from '@amparo/contract/support/list-support-tickets';
import type { OwnerListSupportTicketsResponse } from '@amparo/contract/support/owner-support-queue';
import type { OwnerSupportTicket, SupportTicket } from '@amparo/contract/support/support-models';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { outboxMessages } from '../../platform/db/schema/outbox.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { supportTickets } from '../../platform/db/schema/support.ts';
import { runDueJobs } from '../../platform/jobs/job-queue.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { OutboxSmsSender } from '../../platform/sms/outbox-sms-sender.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, type FamilyPerson, signUp, startFamilyTestApp } from '../family/family-test-app.ts';
import { makeOwner } from '../legal/legal-test-app.ts';
import { SUPPORT_REPLY_PURPOSE, supportJobHandlers } from './support-notifications.ts';
import { renderSupportReplyNotice } from './support-reply-messages.ts';
import { insertTicket } from './support-repo.ts';
import { SUPPORT_TICKET_RATE_LIMIT } from './support-service.ts';

type Err = { code: string; fields?: { path: string }[] };

describeEachDatabase('support tickets', (getDb) => {
  let app: FastifyInstance;
  let owner: FamilyPerson;

  beforeAll(async () => {
    ({ app } = await startFamilyTestApp(getDb()));
    owner = await signUp(app, getDb());
    await makeOwner(getDb(), owner.id);
    return () => app.close();
  });

  const open = (person: FamilyPerson, body: Record<string, unknown>) =>
    api(app, person)<SupportTicket & Err>('POST', '/support/tickets', body);

  const log = { info: () => {} } as never;
  const outboxHandlers = supportJobHandlers(
    (handle) => ({ mailer: new OutboxMailer(handle, log), sms: new OutboxSmsSender(handle, log) }),
    { publicUrl: 'https://amparo.test' },
  );

  it('opens a ticket with its first message; the person sees it, and nobody else can', async () => {
    const person = await signUp(app, getDb());
    const stranger = await signUp(app, getDb());
    const created = await open(person, { topic: 'vault', message: '  I forgot my vault passphrase.  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ topic: 'vault', status: 'open', last_from: 'person' });
    expect(created.body.messages).toEqual([
      expect.objectContaining({ from: 'person', body: 'I forgot my vault passphrase.' }),
    ]);
    expect(created.body).not.toHaveProperty('priority');

    const mine = await api(app, person)<ListSupportTicketsResponse>('GET', '/support/tickets');
    expect(mine.body.tickets.map((ticket) => ticket.id)).toEqual([created.body.id]);
    const theirs = await api(app, stranger)<ListSupportTicketsResponse>('GET', '/support/tickets');
    expect(theirs.body.tickets).toEqual([]);

    // Another person's id answers exactly like an id that does not exist, for reading and for replying.
    for (const id of [created.body.id, crypto.randomUUID()]) {
      const read = await api(app, stranger)<Err>('GET', `/support/tickets/${id}`);
      expect(read.status).toBe(404);
      expect(read.body.code).toBe('support_ticket_not_found');
      const reply = await api(app, stranger)<Err>('POST', `/support/tickets/${id}/messages`, {
        message: 'hi',
      });
      expect(reply.status).toBe(404);
    }
    const after = await api(app, person)<SupportTicket>('GET', `/support/tickets/${created.body.id}`);
    expect(after.body.messages).toHaveLength(1);

    const signedOut = await api(app, null)<Err>('GET', '/support/tickets');
    expect(signedOut.status).toBe(401);
    expect(
      (await api(app, null)<Err>('POST', '/support/tickets', { topic: 'other', message: 'x'.repeat(20) }))
        .status,
    ).toBe(401);
  });

  it('derives the priority from the plan and ignores a client that tries to set priority or status', async () => {
    const basic = await signUp(app, getDb());
    const full = await signUp(app, getDb(), { fullProtection: true });
    const sneaky = await open(basic, {
      topic: 'payment',
      message: 'My payment did not go through.',
      priority: 'priority',
      status: 'closed',
      last_from: 'support',
    });
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.status).toBe('open');
    const paid = await open(full, { topic: 'account', message: 'Please help me with my account.' });
    const rows = await getDb().select().from(supportTickets);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(sneaky.body.id)).toMatchObject({
      priority: 'standard',
      status: 'open',
      lastFromSupport: false,
    });
    expect(byId.get(paid.body.id)?.priority).toBe('priority');

    // A plan bought later counts from the person's next reply.
    await getDb().update(profiles).set({ hasAccess: true }).where(eq(profiles.id, basic.id));
    await api(app, basic)('POST', `/support/tickets/${sneaky.body.id}/messages`, {
      message: 'I paid now.',
      priority: 'standard',
      status: 'closed',
    });
    const [again] = await getDb().select().from(supportTickets).where(eq(supportTickets.id, sneaky.body.id));
    expect(again).toMatchObject({ priority: 'priority', status: 'open' });
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const person = await signUp(app, getDb());
    const cases: Record<string, unknown>[] = [
      {},
      { topic: 'account' },
      { topic: 'account', message: '' },
      { topic: 'account', message: '   short  ' },
      { topic: 'account', message: 'x'.repeat(4001) },
      { topic: 'account', message: 'Bad \u0000 character in here' },
      { topic: 'billing', message: 'Not a topic we have.' },
      { topic: 42, message: 'Numbers are not topics.' },
      { topic: 'account', message: ['an', 'array'] },
    ];
    for (const body of cases) {
      const response = await open(person, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof response.body.code).toBe('string');
    }
    const emoji = await open(person, { topic: 'other', message: 'Thank you 🙏🏽 for the help! 👍' });
    expect(emoji.status).toBe(201);
    const badId = await api(app, person)<Err>('GET', '/support/tickets/not-a-uuid');
    expect(badId.status).toBe(400);
    const emptyReply = await api(app, person)<Err>('POST', `/support/tickets/${emoji.body.id}/messages`, {
      message: '   ',
    });
    expect(emptyReply.status).toBe(400);
  });

  it('limits how many tickets one account opens', async () => {
    const person = await signUp(app, getDb());
    const statuses: number[] = [];
    for (let index = 0; index <= SUPPORT_TICKET_RATE_LIMIT.limit; index += 1) {
      const response = await open(person, { topic: 'other', message: `Question number ${index + 1} here.` });
      statuses.push(response.status);
    }
    // The open-ticket cap (5) and the hourly limit (5) meet: the sixth is refused either way, never a 500.
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect([409, 429]).toContain(statuses[5]);
  });

  it('does not reopen a closed ticket by a reply past the open-ticket cap', async () => {
    const person = await signUp(app, getDb());
    // Five creations fill both the hourly limit and the open-ticket cap; the closed one is written directly.
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await open(person, { topic: 'other', message: `Open question ${index + 1} here.` })).status,
      ).toBe(201);
    }
    const first = {
      body: await insertTicket(getDb(), {
        userId: person.id,
        topic: 'other',
        priority: 'standard',
        now: new Date(),
      }),
    };
    await getDb()
      .update(supportTickets)
      .set({ status: 'closed' })
      .where(eq(supportTickets.id, first.body.id));
    const reply = await api(app, person)<Err>('POST', `/support/tickets/${first.body.id}/messages`, {
      message: 'It came back.',
    });
    expect(reply).toMatchObject({ status: 409, body: { code: 'support_too_many_open_tickets' } });
    const [kept] = await getDb().select().from(supportTickets).where(eq(supportTickets.id, first.body.id));
    expect(kept?.status).toBe('closed');
    const read = await api(app, person)<SupportTicket>('GET', `/support/tickets/${first.body.id}`);
    expect(read.body.messages).toHaveLength(0);
  });

  describe('the owner queue', () => {
    it('is refused to anyone who is not an owner', async () => {
      const person = await signUp(app, getDb());
      const ticket = await open(person, { topic: 'other', message: 'Can the owner see this?' });
      for (const [method, path, body] of [
        ['GET', '/owner/support/tickets', undefined],
        ['GET', `/owner/support/tickets/${ticket.body.id}`, undefined],
        ['POST', `/owner/support/tickets/${ticket.body.id}/messages`, { message: 'Fake answer' }],
        ['POST', `/owner/support/tickets/${ticket.body.id}/close`, undefined],
      ] as const) {
        const response = await api(app, person)<Err>(method, path, body);
        expect(response.status, path).toBe(403);
        expect(response.body.code).toBe('owner_only');
        expect((await api(app, null)(method, path, body)).status).toBe(401);
      }
      const [row] = await getDb().select().from(supportTickets).where(eq(supportTickets.id, ticket.body.id));
      expect(row).toMatchObject({ status: 'open', lastFromSupport: false });
    });

    it('lists open tickets with Full Protection first, then the oldest first', async () => {
      const basic = await signUp(app, getDb());
      const full = await signUp(app, getDb(), { fullProtection: true });
      const oldBasic = await open(basic, { topic: 'other', message: 'Oldest basic question.' });
      const newBasic = await open(basic, { topic: 'other', message: 'Newer basic question.' });
      const newFull = await open(full, { topic: 'account', message: 'A Full Protection question.' });
      const t0 = Date.parse('2026-01-01T00:00:00Z');
      for (const [id, offset] of [
        [oldBasic.body.id, 0],
        [newBasic.body.id, 60_000],
        [newFull.body.id, 120_000],
      ] as const) {
        await getDb()
          .update(supportTickets)
          .set({ createdAt: new Date(t0 + offset) })
          .where(eq(supportTickets.id, id));
      }
      const queue = await api(app, owner)<OwnerListSupportTicketsResponse>('GET', '/owner/support/tickets');
      expect(queue.status).toBe(200);
      const ours = queue.body.tickets
        .map((ticket) => ticket.id)
        .filter((id) => [oldBasic.body.id, newBasic.body.id, newFull.body.id].includes(id));
      expect(ours).toEqual([newFull.body.id, oldBasic.body.id, newBasic.body.id]);
      const priorities = queue.body.tickets.map((ticket) => ticket.priority);
      expect(priorities.indexOf('standard')).toBeGreaterThan(priorities.lastIndexOf('priority'));
      expect(queue.body.tickets.every((ticket) => ticket.status === 'open')).toBe(true);
      const first = queue.body.tickets.find((ticket) => ticket.id === newFull.body.id);
      expect(first).toMatchObject({ person: full.email, preview: 'A Full Protection question.' });
    });

    it('answers, tells the person by email in their language, and closes', async () => {
      const person = await signUp(app, getDb());
      await getDb().update(authUsers).set({ locale: 'es' }).where(eq(authUsers.id, person.id));
      const secret = 'My vault passphrase hint is my dog';
      const ticket = await open(person, { topic: 'vault', message: secret });
      const answer = 'We cannot read your vault; use your recovery key.';
      const replied = await api(app, owner)<OwnerSupportTicket>(
        'POST',
        `/owner/support/tickets/${ticket.body.id}/messages`,
        { message: answer },
      );
      expect(replied.status).toBe(200);
      expect(replied.body.messages.map((message) => message.from)).toEqual(['person', 'support']);
      expect(replied.body.last_from).toBe('support');

      await runDueJobs(getDb(), outboxHandlers, new Date());
      await runDueJobs(getDb(), outboxHandlers, new Date());
      const sent = await getDb()
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, person.email ?? ''),
            eq(outboxMessages.purpose, SUPPORT_REPLY_PURPOSE),
          ),
        );
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        channel: 'email',
        locale: 'es',
        subject: renderSupportReplyNotice('es', '').subject,
      });
      expect(sent[0]?.body).toContain(`https://amparo.test/help?ticket=${ticket.body.id}#support`);
      expect(sent[0]?.body).not.toContain(answer);
      expect(sent[0]?.body).not.toContain(secret);

      const seen = await api(app, person)<SupportTicket>('GET', `/support/tickets/${ticket.body.id}`);
      expect(seen.body.messages.at(-1)).toMatchObject({ from: 'support', body: answer });
      expect(seen.body.last_from).toBe('support');

      const closed = await api(app, owner)<OwnerSupportTicket>(
        'POST',
        `/owner/support/tickets/${ticket.body.id}/close`,
      );
      expect(closed.body.status).toBe('closed');
      const openQueue = await api(app, owner)<OwnerListSupportTicketsResponse>(
        'GET',
        '/owner/support/tickets',
      );
      expect(openQueue.body.tickets.some((item) => item.id === ticket.body.id)).toBe(false);
      const closedQueue = await api(app, owner)<OwnerListSupportTicketsResponse>(
        'GET',
        '/owner/support/tickets?status=closed',
      );
      expect(closedQueue.body.tickets.some((item) => item.id === ticket.body.id)).toBe(true);

      // The person answers back: the ticket opens again and waits in the queue.
      const back = await api(app, person)<SupportTicket>(
        'POST',
        `/support/tickets/${ticket.body.id}/messages`,
        {
          message: 'Thank you, it worked.',
        },
      );
      expect(back.body).toMatchObject({ status: 'open', last_from: 'person' });
      expect(back.body.messages).toHaveLength(3);
    });

    it('answers 404 for a ticket that does not exist and 400 for bad input', async () => {
      const missing = crypto.randomUUID();
      expect((await api(app, owner)('GET', `/owner/support/tickets/${missing}`)).status).toBe(404);
      expect((await api(app, owner)('POST', `/owner/support/tickets/${missing}/close`)).status).toBe(404);
      expect(
        (await api(app, owner)('POST', `/owner/support/tickets/${missing}/messages`, { message: 'Hello' }))
          .status,
      ).toBe(404);
      expect((await api(app, owner)('GET', '/owner/support/tickets?status=pending')).status).toBe(400);
      const person = await signUp(app, getDb());
      const ticket = await open(person, { topic: 'other', message: 'A question for the owner.' });
      expect(
        (await api(app, owner)('POST', `/owner/support/tickets/${ticket.body.id}/messages`, { message: '' }))
          .status,
      ).toBe(400);
    });
  });

  it('goes away with the account', async () => {
    const person = await signUp(app, getDb());
    const ticket = await open(person, { topic: 'account', message: 'Please delete my data.' });
    await getDb().delete(authUsers).where(eq(authUsers.id, person.id));
    const rows = await getDb().select().from(supportTickets).where(eq(supportTickets.id, ticket.body.id));
    expect(rows).toEqual([]);
  });
});
