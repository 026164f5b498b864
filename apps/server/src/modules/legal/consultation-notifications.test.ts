import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { outboxMessages } from '../../platform/db/schema/outbox.ts';
import { runDueJobs } from '../../platform/jobs/job-queue.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { OutboxSmsSender } from '../../platform/sms/outbox-sms-sender.ts';
import type { SmsMessage } from '../../platform/sms/sms-sender.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { uniquePhone } from '../family/family-test-app.ts';
import { CONSULTATION_NOTICE_JOB_KIND, consultationJobHandlers } from './consultation-notifications.ts';
import {
  changeStatus,
  letAgreedTimePass,
  noticeJobsOf,
  sendRequest,
  timeAhead,
} from './consultations-test-kit.ts';
import { signUpPerson, signUpProfessional, startLegalTestApp } from './legal-test-app.ts';

// Each change tells the other side once, in their language, by email (or SMS for a phone-only account), with who,
// what and the link, and nothing private: not the message, not a note, not the topic.

describeEachDatabase('consultation notifications', (getDb) => {
  let app: Awaited<ReturnType<typeof startLegalTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  const log = { info: () => {} } as never;
  const outboxHandlers = consultationJobHandlers(
    (handle) => ({ mailer: new OutboxMailer(handle, log), sms: new OutboxSmsSender(handle, log) }),
    { publicUrl: 'https://amparo.test' },
  );

  async function outboxTo(recipient: string) {
    return getDb()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.purpose, 'legal.consultation')))
      .orderBy(outboxMessages.createdAt);
  }

  async function setLocale(userId: string, locale: string) {
    await getDb().update(authUsers).set({ locale }).where(eq(authUsers.id, userId));
  }

  it('tells the other side of each change once, in their own language, with nothing private', async () => {
    const person = await signUpPerson(app, getDb());
    const lawyer = await signUpProfessional(app, getDb(), { fullName: 'Lucía Fernández' });
    await setLocale(person.id, 'es');
    await setLocale(lawyer.id, 'fr');
    const secret = 'My husband was detained last Tuesday';
    const created = await sendRequest(app, person, lawyer.id, { message: secret, topic: 'removal_defense' });
    await runDueJobs(getDb(), outboxHandlers, new Date());
    const toLawyer = await outboxTo(lawyer.email ?? '');
    expect(toLawyer).toHaveLength(1);
    expect(toLawyer[0]).toMatchObject({
      channel: 'email',
      locale: 'fr',
      subject: 'Nouvelle demande de consultation sur Amparo',
    });
    expect(toLawyer[0]?.body).toContain(`https://amparo.test/legal-hub/consultations/${created.id}`);

    await changeStatus(app, lawyer, created.id, {
      action: 'decline',
      note: 'I only take cases in Texas; your detention case needs someone local.',
    });
    await runDueJobs(getDb(), outboxHandlers, new Date());
    const toPerson = await outboxTo(person.email ?? '');
    expect(toPerson).toHaveLength(1);
    expect(toPerson[0]).toMatchObject({
      locale: 'es',
      subject: 'Lucía Fernández no aceptó su solicitud de consulta',
    });
    expect(toPerson[0]?.body).toContain('Puede pedir ayuda a otro abogado');

    for (const message of [...toLawyer, ...toPerson]) {
      const everything = `${message.subject ?? ''}\n${message.body}`;
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain('Texas');
      expect(everything).not.toMatch(/removal|deportaci|expulsion/i);
    }
  });

  it('is sent exactly once, however often the job runs (a crash and a restart included)', async () => {
    const person = await signUpPerson(app, getDb());
    const lawyer = await signUpProfessional(app, getDb());
    const created = await sendRequest(app, person, lawyer.id);
    const [job] = await noticeJobsOf(getDb(), created.id);
    if (!job) throw new Error('no job');
    expect(job.payload).toMatchObject({ unsent: true });
    const handler = outboxHandlers[CONSULTATION_NOTICE_JOB_KIND];
    if (!handler) throw new Error('no handler');
    const context = {
      db: getDb(),
      job: { id: job.id, kind: job.kind, payload: job.payload, attempt: 1, maxAttempts: 6 },
      now: new Date(),
      finalAttempt: false,
    };
    // The same claimed job run twice (the worker died after sending, before recording the job as done).
    await handler(job.payload, context);
    await handler(job.payload, context);
    // And the queue itself, as after a restart with the lease run out.
    await getDb().update(jobs).set({ doneAt: null, lockedUntil: null }).where(eq(jobs.id, job.id));
    await runDueJobs(getDb(), outboxHandlers, new Date(Date.now() + 60_000));
    expect(await outboxTo(lawyer.email ?? '')).toHaveLength(1);
  });

  it('writes nothing when the delivery transaction fails, then sends once on the retry', async () => {
    const person = await signUpPerson(app, getDb());
    const lawyer = await signUpProfessional(app, getDb());
    const created = await sendRequest(app, person, lawyer.id);
    const [job] = await noticeJobsOf(getDb(), created.id);
    if (!job) throw new Error('no job');
    // The outbox write happens, then the process "dies" before the commit: both roll back together.
    const crashing = consultationJobHandlers(
      (handle) => ({
        mailer: {
          kind: 'outbox' as const,
          send: async (message: MailMessage) => {
            await new OutboxMailer(handle, log).send(message);
            throw new Error('killed mid-delivery');
          },
        },
        sms: new OutboxSmsSender(handle, log),
      }),
      { publicUrl: 'https://amparo.test' },
    )[CONSULTATION_NOTICE_JOB_KIND];
    const context = {
      db: getDb(),
      job: { id: job.id, kind: job.kind, payload: job.payload, attempt: 1, maxAttempts: 6 },
      now: new Date(),
      finalAttempt: false,
    };
    await expect(crashing?.(job.payload, context)).rejects.toThrow('killed mid-delivery');
    expect(await outboxTo(lawyer.email ?? '')).toEqual([]);
    const [still] = await getDb().select().from(jobs).where(eq(jobs.id, job.id));
    expect(still?.payload).toMatchObject({ unsent: true });
    await outboxHandlers[CONSULTATION_NOTICE_JOB_KIND]?.(job.payload, context);
    await outboxHandlers[CONSULTATION_NOTICE_JOB_KIND]?.(job.payload, context);
    expect(await outboxTo(lawyer.email ?? '')).toHaveLength(1);
  });

  it('texts a phone-only account, in its language', async () => {
    const phone = uniquePhone();
    const person = await signUpPerson(app, getDb(), { phone });
    await setLocale(person.id, 'ht');
    const lawyer = await signUpProfessional(app, getDb(), { fullName: 'Jean Baptiste' });
    const created = await sendRequest(app, person, lawyer.id);
    await runDueJobs(getDb(), outboxHandlers, new Date());
    await changeStatus(app, lawyer, created.id, { action: 'propose_time', time: timeAhead(8) });
    await runDueJobs(getDb(), outboxHandlers, new Date());
    const texts = await outboxTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', locale: 'ht', subject: null });
    expect(texts[0]?.body).toBe(
      `Amparo: Jean Baptiste pwopoze yon lòt lè pou konsiltasyon ou. Aksepte l nan Amparo, oswa anile demann lan.\nhttps://amparo.test/legal-hub/consultations/${created.id}`,
    );
  });

  describe('through an outside provider', () => {
    it('sends once and records it, and gives up cleanly after the last attempt', async () => {
      const person = await signUpPerson(app, getDb());
      const lawyer = await signUpProfessional(app, getDb());
      const created = await sendRequest(app, person, lawyer.id);
      const sent: (MailMessage | SmsMessage)[] = [];
      let failing = true;
      const provider = consultationJobHandlers(
        () => ({
          mailer: {
            kind: 'smtp' as const,
            send: async (message: MailMessage) => {
              if (failing) throw new Error('SMTP server unavailable');
              sent.push(message);
            },
          },
          sms: { kind: 'twilio' as const, send: async (message: SmsMessage) => void sent.push(message) },
        }),
        { publicUrl: 'https://amparo.test' },
      );
      const [job] = await noticeJobsOf(getDb(), created.id);
      if (!job) throw new Error('no job');
      await runDueJobs(getDb(), provider, new Date());
      expect(sent).toEqual([]);
      failing = false;
      await runDueJobs(getDb(), provider, new Date(Date.now() + 60_000));
      await runDueJobs(getDb(), provider, new Date(Date.now() + 120_000));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: lawyer.email,
        idempotencyKey: expect.stringMatching(/^consultation-event\./),
      });
      const [after] = await getDb().select().from(jobs).where(eq(jobs.id, job.id));
      expect(after?.payload).not.toHaveProperty('unsent');
      expect(after?.doneAt).not.toBeNull();
    });
  });

  it('every change makes exactly one job; a refused change makes none', async () => {
    const person = await signUpPerson(app, getDb());
    const lawyer = await signUpProfessional(app, getDb());
    const created = await sendRequest(app, person, lawyer.id);
    await changeStatus(app, person, created.id, { action: 'mark_done' });
    await changeStatus(app, lawyer, created.id, { action: 'accept', time: timeAhead(3) });
    await changeStatus(app, lawyer, created.id, { action: 'mark_done' });
    await letAgreedTimePass(getDb(), created.id);
    await changeStatus(app, lawyer, created.id, { action: 'mark_done' });
    const queued = await noticeJobsOf(getDb(), created.id);
    expect(queued).toHaveLength(3);
    const ids = queued.map((job) => job.payload.eventId as string);
    expect(new Set(ids).size).toBe(3);
    expect(
      await getDb()
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          inArray(
            jobs.id,
            queued.map((job) => job.id),
          ),
        ),
    ).toHaveLength(3);
  });
});
