import { randomUUID } from 'node:crypto';
import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import type { Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { incidentAlerts } from '../../platform/db/schema/emergency.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { outboxMessages } from '../../platform/db/schema/outbox.ts';
import { type JobHandlers, runDueJobs } from '../../platform/jobs/job-queue.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { OutboxSmsSender } from '../../platform/sms/outbox-sms-sender.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { type AlertSenders, emergencyJobHandlers } from './alert-delivery.ts';
import { apiCall, signUpPerson, startEmergencyTestApp, type TestPerson } from './emergency-test-app.ts';

const silent = { info: () => {} };
const outboxSenders: AlertSenders = (db) => ({
  mailer: new OutboxMailer(db, silent),
  sms: new OutboxSmsSender(db, silent),
});

/** Senders whose SMS provider refuses the first `failures` messages, as a provider outage would. */
function failingSmsSenders(failures: number): AlertSenders {
  let left = failures;
  return (db) => ({
    mailer: new OutboxMailer(db, silent),
    sms: {
      kind: 'twilio',
      async send(message) {
        if (left > 0) {
          left -= 1;
          throw new Error('Twilio refused the message (HTTP 503)');
        }
        await new OutboxSmsSender(db, silent).send(message);
      },
    },
  });
}

/** The same handlers, as if the process died once each delivery finished but before its job was marked done. */
function diesAfterDelivering(handlers: JobHandlers): JobHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]) => [
      kind,
      async (payload: Record<string, unknown>, context: Parameters<typeof handler>[1]) => {
        await handler(payload, context);
        throw new Error('process killed');
      },
    ]),
  );
}

let phoneCounter = 0;
function uniquePhone(): string {
  phoneCounter += 1;
  return `+1202555${String(2000 + (Date.now() % 5000) + phoneCounter).slice(-4)}`;
}

describeEachDatabase('Help Me Now incidents', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startEmergencyTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    // Jobs of earlier tests must not run with this test's clock.
    await getDb().update(jobs).set({ doneAt: new Date() });
  });

  async function personWithContacts(
    contacts: { language: string; email?: string | null; alert?: boolean }[],
    name: string | null = 'Rosa Díaz',
  ) {
    const person = await signUpPerson(app, getDb(), { name: 'Rosa Díaz' });
    const api = apiCall(app, person);
    if (name !== null) {
      await api('PUT', '/emergency/settings', {
        sender_name: name,
        custom_message: '',
        share_location: true,
      });
    }
    const created: EmergencyContact[] = [];
    for (const [n, c] of contacts.entries()) {
      const response = await api('POST', '/emergency/contacts', {
        name: `Contact ${n + 1}`,
        relationship: 'Friend',
        phone: uniquePhone(),
        email: c.email ?? null,
        language: c.language,
        alert_on_help: c.alert ?? true,
      });
      created.push(response.body as EmergencyContact);
    }
    return { person, api, contacts: created };
  }

  function startIncident(api: ReturnType<typeof apiCall>, extra: Record<string, unknown> = {}) {
    return api('POST', '/emergency/incidents', {
      client_id: randomUUID(),
      started_at: new Date().toISOString(),
      location: { lat: 40.7128, lng: -74.006, accuracy: 25 },
      time_zone: 'America/New_York',
      ...extra,
    });
  }

  const run = (db: Database, handlers: JobHandlers, now = new Date()) => runDueJobs(db, handlers, now);

  it('queues one alert per contact with alerts on and per channel, then sends each in its language', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([
      { language: 'es', email: `es.${randomUUID()}@example.org` },
      { language: 'ar' },
      { language: 'fr', alert: false },
    ]);
    await api('PUT', '/emergency/settings', {
      sender_name: 'Rosa Díaz',
      custom_message: 'Call my sister Ana.',
      share_location: true,
    });
    const started = await startIncident(api);
    expect(started.status).toBe(201);
    const incident = started.body as Incident;
    expect(incident.status).toBe('active');
    expect(incident.map_url).toContain('openstreetmap.org/?mlat=40.71280&mlon=-74.00600');
    expect(incident.alerts.map((a) => [a.contact_name, a.channel, a.status, a.language])).toEqual([
      ['Contact 1', 'sms', 'queued', 'es'],
      ['Contact 1', 'email', 'queued', 'es'],
      ['Contact 2', 'sms', 'queued', 'ar'],
    ]);
    expect(incident.alerts[0]?.recipient_hint).toBe(`••• ${contacts[0]?.phone.slice(-4)}`);

    expect((await run(db, emergencyJobHandlers(outboxSenders))).succeeded).toBe(3);
    const spanish = await listOutboxMessages(db, { recipient: contacts[0]?.phone });
    expect(spanish).toHaveLength(1);
    expect(spanish[0]).toMatchObject({ channel: 'sms', locale: 'es', purpose: 'emergency.help' });
    expect(spanish[0]?.body).toContain('Rosa Díaz activó «Ayúdame ahora»');
    expect(spanish[0]?.body).toContain('Call my sister Ana.');
    expect(spanish[0]?.body).toContain('https://www.openstreetmap.org/?mlat=40.71280&mlon=-74.00600');
    const email = await listOutboxMessages(db, { recipient: contacts[0]?.email ?? '' });
    expect(email[0]).toMatchObject({ channel: 'email', locale: 'es' });
    expect(email[0]?.subject).toBe('Rosa Díaz puede necesitar su ayuda (Amparo)');
    const arabic = await listOutboxMessages(db, { recipient: contacts[1]?.phone });
    expect(arabic[0]?.body).toContain('ساعدني الآن');
    expect(await listOutboxMessages(db, { recipient: contacts[2]?.phone })).toHaveLength(0);

    const after = (await api('GET', `/emergency/incidents/${incident.id}`)).body as Incident;
    expect(after.alerts.every((a) => a.status === 'sent' && a.sent_at !== null)).toBe(true);
  });

  it('refuses to alert anyone until the alert name is set, and never falls back to the sign-up name', async () => {
    const db = getDb();
    // Signed up as "Rosa Díaz" (auth metadata) but never gave a name for alerts.
    const { api, contacts } = await personWithContacts([{ language: 'en' }], null);
    const request = { client_id: randomUUID(), started_at: new Date().toISOString() };
    const refused = await api('POST', '/emergency/incidents', request);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'alert_name_required' });
    expect((await api('GET', '/emergency/incidents')).body).toEqual({ incidents: [] });
    await run(db, emergencyJobHandlers(outboxSenders));
    expect(await listOutboxMessages(db, { recipient: contacts[0]?.phone })).toHaveLength(0);

    // The name cannot be saved empty either.
    const blank = { sender_name: '   ', custom_message: '', share_location: true };
    expect((await api('PUT', '/emergency/settings', blank)).status).toBe(400);

    // Once the name is set, the same activation (kept on the phone) goes through and names the person.
    await api('PUT', '/emergency/settings', { ...blank, sender_name: 'Rosa' });
    expect((await api('POST', '/emergency/incidents', request)).status).toBe(201);
    await run(db, emergencyJobHandlers(outboxSenders));
    const [sms] = await listOutboxMessages(db, { recipient: contacts[0]?.phone });
    expect(sms?.body).toMatch(/^Rosa pressed Help Me Now/);
    expect(sms?.body).not.toContain('An Amparo user');
  });

  it('lets a person with nobody to alert start an incident without a name (the card, nothing sent)', async () => {
    const { api } = await personWithContacts([{ language: 'en', alert: false }], null);
    const started = await startIncident(api);
    expect(started.status).toBe(201);
    expect((started.body as Incident).alerts).toEqual([]);
  });

  it('leaves the location out when the person chose not to share it', async () => {
    const { api } = await personWithContacts([{ language: 'en' }]);
    await api('PUT', '/emergency/settings', { sender_name: 'R', custom_message: '', share_location: false });
    const incident = (await startIncident(api)).body as Incident;
    expect(incident.location).toBeNull();
    expect(incident.map_url).toBeNull();
  });

  it('creates one incident and one set of alerts for the same client_id, even sent twice at once', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([{ language: 'en' }]);
    const request = { client_id: randomUUID(), started_at: new Date(Date.now() - 3 * 60_000).toISOString() };
    const [a, b] = await Promise.all([
      api('POST', '/emergency/incidents', request),
      api('POST', '/emergency/incidents', request),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((a.body as Incident).id).toBe((b.body as Incident).id);
    expect((a.body as Incident).started_at).toBe(request.started_at);
    const again = await api('POST', '/emergency/incidents', request);
    expect(again.status).toBe(200);
    await run(db, emergencyJobHandlers(outboxSenders));
    expect(await listOutboxMessages(db, { recipient: contacts[0]?.phone })).toHaveLength(1);
    const list = (await api('GET', '/emergency/incidents')).body as { incidents: IncidentSummary[] };
    expect(list.incidents).toHaveLength(1);
  });

  it('retries a failed send with back-off, shows the failure, and delivers once the provider recovers', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([{ language: 'ht' }]);
    const incident = (await startIncident(api)).body as Incident;
    const handlers = emergencyJobHandlers(failingSmsSenders(1));
    const t0 = new Date();
    expect((await run(db, handlers, t0)).failed).toBe(1);
    const waiting = (await api('GET', `/emergency/incidents/${incident.id}`)).body as Incident;
    expect(waiting.alerts[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.alerts[0]?.next_attempt_at).toBe(new Date(t0.getTime() + 10_000).toISOString());
    expect((await run(db, handlers, new Date(t0.getTime() + 5_000))).ran).toBe(0);
    expect((await run(db, handlers, new Date(t0.getTime() + 10_000))).succeeded).toBe(1);
    const messages = await listOutboxMessages(db, { recipient: contacts[0]?.phone });
    expect(messages).toHaveLength(1);
    expect(messages[0]?.locale).toBe('ht');
    const sent = (await api('GET', `/emergency/incidents/${incident.id}`)).body as Incident;
    expect(sent.alerts[0]).toMatchObject({ status: 'sent', attempts: 2, next_attempt_at: null });
  });

  it('marks an alert failed after the last attempt, and "Retry" sends it again at once', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([{ language: 'en' }]);
    const incident = (await startIncident(api)).body as Incident;
    const alertId = incident.alerts[0]?.id;
    const handlers = emergencyJobHandlers(failingSmsSenders(6));
    let clock = Date.now();
    for (let attempt = 0; attempt < 6; attempt++) {
      await run(db, handlers, new Date(clock));
      clock += 31 * 60_000;
    }
    const failed = (await api('GET', `/emergency/incidents/${incident.id}`)).body as Incident;
    expect(failed.alerts[0]).toMatchObject({ status: 'failed', attempts: 6, next_attempt_at: null });
    const retried = await api('POST', `/emergency/incidents/${incident.id}/alerts/${alertId}/retry`);
    expect(retried.status).toBe(200);
    expect((retried.body as Incident).alerts[0]?.status).toBe('queued');
    await run(db, emergencyJobHandlers(outboxSenders), new Date(clock));
    expect(await listOutboxMessages(db, { recipient: contacts[0]?.phone })).toHaveLength(1);
    expect((await api('POST', `/emergency/incidents/${incident.id}/alerts/${alertId}/retry`)).status).toBe(
      409,
    );
  });

  it('delivers exactly once when the job runs again after a restart mid-send', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([
      { language: 'pt', email: `pt.${randomUUID()}@example.org` },
    ]);
    await startIncident(api);
    const real = emergencyJobHandlers(outboxSenders);
    // The process dies after the message was handed over and recorded but before the job was marked done.
    const dying = diesAfterDelivering(real);
    const t0 = new Date();
    expect((await run(db, dying, t0)).failed).toBe(2);
    // The process dies while the provider call is in flight: the send rolls back with the transaction.
    const crashingSenders: AlertSenders = (tx) => ({
      mailer: {
        kind: 'outbox',
        async send(message) {
          await new OutboxMailer(tx, silent).send(message);
          throw new Error('process killed mid-send');
        },
      },
      sms: new OutboxSmsSender(tx, silent),
    });
    await run(db, emergencyJobHandlers(crashingSenders), new Date(t0.getTime() + 10_000));
    await run(db, real, new Date(t0.getTime() + 60_000));
    await run(db, real, new Date(t0.getTime() + 10 * 60_000));
    expect(await listOutboxMessages(db, { recipient: contacts[0]?.phone })).toHaveLength(1);
    expect(await listOutboxMessages(db, { recipient: contacts[0]?.email ?? '' })).toHaveLength(1);
  });

  it('commits "sending" before an outside provider is called and "sent" right after it answers', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([{ language: 'es' }]);
    const incident = (await startIncident(api)).body as Incident;
    const seenDuringSend: unknown[] = [];
    const provider: AlertSenders = (handle) => ({
      mailer: new OutboxMailer(handle, silent),
      sms: {
        kind: 'twilio',
        async send(message) {
          // What another connection sees while the provider holds the message: committed, not a transaction.
          const [row] = await db
            .select()
            .from(incidentAlerts)
            .where(eq(incidentAlerts.incidentId, incident.id));
          seenDuringSend.push({ status: row?.status, sending: row?.sendStartedAt !== null });
          await new OutboxSmsSender(db, silent).send(message);
        },
      },
    });
    const handlers = emergencyJobHandlers(provider);
    // The job runs again after the alert was recorded as sent (its process died before marking the job done).
    const dying = diesAfterDelivering(handlers);
    const t0 = new Date();
    await run(db, dying, t0);
    await run(db, handlers, new Date(t0.getTime() + 60_000));
    expect(seenDuringSend).toEqual([{ status: 'queued', sending: true }]);
    expect(await listOutboxMessages(db, { recipient: contacts[0]?.phone })).toHaveLength(1);
    const [alert] = await db.select().from(incidentAlerts).where(eq(incidentAlerts.incidentId, incident.id));
    expect(alert).toMatchObject({ status: 'sent', sendStartedAt: null, attempts: 1 });
  });

  it('sends again, and says so, when a process died between the provider accepting and the commit', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([{ language: 'ar' }]);
    await startIncident(api);
    const accepted: string[] = [];
    const provider =
      (dies: boolean): AlertSenders =>
      (handle) => ({
        mailer: new OutboxMailer(handle, silent),
        sms: {
          kind: 'twilio',
          async send(message) {
            accepted.push(message.to);
            // The process is killed here: the provider has the message, the "sent" commit never comes.
            if (dies) await new Promise(() => {});
          },
        },
      });
    const [alert] = await db
      .select()
      .from(incidentAlerts)
      .where(eq(incidentAlerts.recipient, contacts[0]?.phone ?? ''));
    const job = { id: alert?.jobId ?? '', kind: 'emergency.alert', payload: {}, attempt: 1, maxAttempts: 6 };
    const killed = emergencyJobHandlers(provider(true));
    void killed['emergency.alert']?.(
      { alertId: alert?.id },
      { db, job, now: new Date(), finalAttempt: false },
    );
    await expect.poll(() => accepted.length).toBe(1);

    const warnings: string[] = [];
    const log = { warn: (_object: object, message: string) => void warnings.push(message) };
    await run(db, emergencyJobHandlers(provider(false), { log }), new Date(Date.now() + 60_000));
    // The documented gap (docs/decisions/010-job-queue.md): twice rather than never, and visible in the logs.
    expect(accepted).toEqual([contacts[0]?.phone, contacts[0]?.phone]);
    expect(warnings).toEqual([
      'An earlier attempt at this alert stopped mid-send; sending again, so the contact may get it twice',
    ]);
    const [after] = await db
      .select()
      .from(incidentAlerts)
      .where(eq(incidentAlerts.id, alert?.id ?? ''));
    expect(after).toMatchObject({ status: 'sent', sendStartedAt: null });
  });

  it('"I\'m safe" ends the incident and tells the same people, once', async () => {
    const db = getDb();
    const { api, contacts } = await personWithContacts([
      { language: 'fr', email: `fr.${randomUUID()}@example.org` },
      { language: 'ur' },
    ]);
    const incident = (await startIncident(api)).body as Incident;
    await run(db, emergencyJobHandlers(outboxSenders));
    // Alerts are sent in any order. Rewriting them last-first (an indexed column, so each row moves)
    // leaves them reversed on disk and in the index: only an explicit order keeps the "safe" alerts
    // in the help alerts' order.
    const helpAlerts = await db
      .select({ id: incidentAlerts.id, createdAt: incidentAlerts.createdAt })
      .from(incidentAlerts)
      .where(eq(incidentAlerts.incidentId, incident.id))
      .orderBy(desc(incidentAlerts.position));
    for (const [index, { id, createdAt }] of helpAlerts.entries())
      await db
        .update(incidentAlerts)
        .set({ createdAt: new Date(createdAt.getTime() + index) })
        .where(eq(incidentAlerts.id, id));
    // A contact removed meanwhile is still told: they got the first alert.
    await api('DELETE', `/emergency/contacts/${contacts[1]?.id}`);
    const safe = await api('POST', `/emergency/incidents/${incident.id}/safe`);
    expect(safe.status).toBe(200);
    const ended = safe.body as Incident;
    expect(ended.status).toBe('ended');
    expect(ended.ended_at).not.toBeNull();
    expect(ended.alerts.filter((a) => a.kind === 'safe').map((a) => [a.channel, a.language])).toEqual([
      ['sms', 'fr'],
      ['email', 'fr'],
      ['sms', 'ur'],
    ]);
    expect(
      ((await api('POST', `/emergency/incidents/${incident.id}/safe`)).body as Incident).alerts,
    ).toHaveLength(6);
    await run(db, emergencyJobHandlers(outboxSenders));
    const french = await listOutboxMessages(db, { recipient: contacts[0]?.phone, purpose: 'emergency.safe' });
    expect(french).toHaveLength(1);
    expect(french[0]?.body).toContain('Rosa Díaz est en sécurité');
    expect(
      await listOutboxMessages(db, { recipient: contacts[1]?.phone, purpose: 'emergency.safe' }),
    ).toHaveLength(1);
  });

  it('deletes an ended incident, but not an active one', async () => {
    const { api } = await personWithContacts([{ language: 'en' }]);
    const incident = (await startIncident(api)).body as Incident;
    expect((await api('DELETE', `/emergency/incidents/${incident.id}`)).status).toBe(409);
    await api('POST', `/emergency/incidents/${incident.id}/safe`);
    expect((await api('DELETE', `/emergency/incidents/${incident.id}`)).status).toBe(204);
    expect((await api('GET', `/emergency/incidents/${incident.id}`)).status).toBe(404);
    // The queued "safe" alerts went with it: their jobs find nothing to send.
    expect((await run(getDb(), emergencyJobHandlers(outboxSenders))).failed).toBe(0);
  });

  it("never shows, ends, retries or deletes another person's incident", async () => {
    const alice = await personWithContacts([{ language: 'en' }]);
    const bob = await personWithContacts([{ language: 'en' }]);
    const incident = (await startIncident(alice.api)).body as Incident;
    const alertId = incident.alerts[0]?.id;
    expect((await bob.api('GET', `/emergency/incidents/${incident.id}`)).status).toBe(404);
    expect((await bob.api('POST', `/emergency/incidents/${incident.id}/safe`)).status).toBe(404);
    expect(
      (await bob.api('POST', `/emergency/incidents/${incident.id}/alerts/${alertId}/retry`)).status,
    ).toBe(404);
    expect((await bob.api('DELETE', `/emergency/incidents/${incident.id}`)).status).toBe(404);
    expect(
      ((await bob.api('GET', '/emergency/incidents')).body as { incidents: unknown[] }).incidents,
    ).toEqual([]);
    // Bob's client_id space is his own: reusing Alice's id makes a new incident of his.
    const reused = await bob.api('POST', '/emergency/incidents', {
      client_id: incident.client_id,
      started_at: new Date().toISOString(),
    });
    expect(reused.status).toBe(201);
    expect((await alice.api('GET', `/emergency/incidents/${incident.id}`)).body).toMatchObject({
      status: 'active',
    });
  });

  it('refuses an incident that claims to have started more than a week ago', async () => {
    const { api } = await personWithContacts([]);
    const old = await startIncident(api, {
      started_at: new Date(Date.now() - 8 * 24 * 3600_000).toISOString(),
    });
    expect(old.status).toBe(400);
  });

  it('counts outbox rows only for the alerts (sanity of the fixture)', async () => {
    const rows = await getDb()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.purpose, 'emergency.help'));
    expect(rows.length).toBeGreaterThan(0);
  });
});

export type { TestPerson };
