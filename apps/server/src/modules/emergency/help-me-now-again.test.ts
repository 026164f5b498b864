import { randomUUID } from 'node:crypto';
import {
  type CreateIncidentConflict,
  MAX_INCIDENTS_PER_DAY,
} from '@amparo/contract/emergency/create-incident';
import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import type { Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import { CURRENT_INCIDENT_MS, MAX_ALERT_ROUNDS } from '@amparo/contract/emergency/incident-currency';
import type { ApiError } from '@amparo/contract/platform/api-error';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { authUsers } from '../../platform/db/schema/auth.ts';
import {
  emergencySettings,
  incidentAlerts,
  incidentRounds,
  incidents,
} from '../../platform/db/schema/emergency.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { type JobHandlers, runDueJobs } from '../../platform/jobs/job-queue.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { OutboxSmsSender } from '../../platform/sms/outbox-sms-sender.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { lockOrCreateHolderFamily } from '../family/family-places.ts';
import { type AlertSenders, emergencyJobHandlers } from './alert-delivery.ts';
import { apiCall, signUpPerson, startEmergencyTestApp } from './emergency-test-app.ts';

// Issue 24, point 4: Help Me Now pressed again while the person's alert is active. The second hold is told about
// the current incident (409 incident_active) instead of starting another; "alert everyone again" sends a new
// round on the same incident, once per client id, to the contacts and the family; an alert left behind (12 hours,
// every round used, ended) never stops a new one; the daily limit on new incidents and the limit on rounds answer
// 429. Decision 043.

const silent = { info: () => {} };
const outboxSenders: AlertSenders = (db) => ({
  mailer: new OutboxMailer(db, silent),
  sms: new OutboxSmsSender(db, silent),
});

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

// Unique within the file's database: account phones have a unique index.
const phoneBase = 1000 + Math.floor(Math.random() * 4000);
let phoneCounter = 0;
function uniquePhone(): string {
  phoneCounter += 1;
  return `+1202556${String(phoneBase + phoneCounter).padStart(4, '0')}`;
}

describeEachDatabase('Help Me Now pressed again', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startEmergencyTestApp(getDb());
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    // Jobs of earlier tests must not run inside this test's counts.
    await getDb().update(jobs).set({ doneAt: new Date() });
  });

  const run = (handlers = emergencyJobHandlers(outboxSenders), now = new Date()) =>
    runDueJobs(getDb(), handlers, now);

  async function person(contacts: { language: string; email?: boolean }[] = [], name = 'Rosa Díaz') {
    const signedUp = await signUpPerson(app, getDb(), { fullProtection: true });
    const api = apiCall(app, signedUp);
    await api('PUT', '/emergency/settings', { sender_name: name, custom_message: '', share_location: true });
    const created: EmergencyContact[] = [];
    for (const [n, contact] of contacts.entries()) {
      const response = await api('POST', '/emergency/contacts', {
        name: `Contact ${n + 1}`,
        relationship: 'Friend',
        phone: uniquePhone(),
        email: contact.email ? `c${n}.${randomUUID()}@example.org` : null,
        language: contact.language,
        alert_on_help: true,
      });
      expect(response.status).toBe(201);
      created.push(response.body as EmergencyContact);
    }
    return { ...signedUp, api, contacts: created };
  }

  function press(api: ReturnType<typeof apiCall>, clientId: string = randomUUID()) {
    return api('POST', '/emergency/incidents', {
      client_id: clientId,
      started_at: new Date().toISOString(),
      location: { lat: 40.7128, lng: -74.006, accuracy: 25 },
      time_zone: 'America/New_York',
    });
  }

  function alertAgain(
    api: ReturnType<typeof apiCall>,
    incidentId: string,
    clientId: string = randomUUID(),
    location = { lat: 40.65, lng: -73.95 },
  ) {
    return api('POST', `/emergency/incidents/${incidentId}/rounds`, {
      client_id: clientId,
      started_at: new Date().toISOString(),
      location,
      time_zone: 'America/New_York',
    });
  }

  /** The messages that reached an address, oldest first (the outbox lists newest first). */
  async function received(recipient: string | undefined) {
    return (await listOutboxMessages(getDb(), { recipient: recipient ?? '' })).reverse();
  }

  async function list(api: ReturnType<typeof apiCall>): Promise<IncidentSummary[]> {
    return ((await api('GET', '/emergency/incidents')).body as { incidents: IncidentSummary[] }).incidents;
  }

  it('answers a second hold while the alert is active with 409 incident_active and that incident, alerting nobody', async () => {
    const rosa = await person([{ language: 'en' }]);
    const first = await press(rosa.api);
    expect(first.status).toBe(201);
    await run();

    const second = await press(rosa.api);
    expect(second.status).toBe(409);
    const conflict = second.body as CreateIncidentConflict;
    expect(conflict.code).toBe('incident_active');
    expect(conflict.incident?.id).toBe((first.body as Incident).id);
    expect(conflict.incident?.rounds.map((round) => round.number)).toEqual([1]);
    expect(await list(rosa.api)).toHaveLength(1);
    await run();
    expect(await listOutboxMessages(getDb(), { recipient: rosa.contacts[0]?.phone })).toHaveLength(1);
  });

  it('"alert everyone again" sends one new round, to the contacts and the family, once for the same client id', async () => {
    const db = getDb();
    const rosa = await person([{ language: 'es', email: true }, { language: 'ar' }]);
    // Her brother is in her family, with alerts on: he is alerted in each round too.
    const brother = await signUpPerson(app, db, { fullProtection: true });
    const brotherPhone = uniquePhone();
    await db.update(authUsers).set({ phone: brotherPhone, locale: 'fr' }).where(eq(authUsers.id, brother.id));
    await db.transaction(async (tx) => {
      const family = await lockOrCreateHolderFamily(tx, {
        holderId: rosa.id,
        displayName: 'Rosa',
        now: new Date(),
      });
      await tx.insert(familyMembers).values({
        familyId: family.id,
        userId: brother.id,
        role: 'member',
        displayName: 'Leo',
        alertOnHelp: true,
        joinedAt: new Date(),
      });
    });
    const incident = (await press(rosa.api)).body as Incident;
    const firstRound = incident.alerts.map((alert) => `${alert.channel} ${alert.contact_name}`);
    expect(firstRound).toContain('sms Leo');
    await run();

    const clientId = randomUUID();
    // Sent twice at once (a retry racing the first try): one round.
    const [a, b] = await Promise.all([
      alertAgain(rosa.api, incident.id, clientId),
      alertAgain(rosa.api, incident.id, clientId),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const again = (a.status === 201 ? a.body : b.body) as Incident;
    expect(again.id).toBe(incident.id);
    expect(again.rounds.map((round) => [round.number, round.client_id])).toEqual([
      [1, incident.client_id],
      [2, clientId],
    ]);
    // Each round keeps its own place: the person may have been moved.
    expect(again.rounds[1]?.map_url).toContain('mlat=40.65000&mlon=-73.95000');
    const secondRound = again.alerts.filter((alert) => alert.round === 2);
    expect(secondRound.map((alert) => `${alert.channel} ${alert.contact_name}`)).toEqual(firstRound);
    // Listed after the first round's alerts.
    expect(again.alerts.filter((alert) => alert.kind === 'help').map((alert) => alert.round)).toEqual([
      ...firstRound.map(() => 1),
      ...firstRound.map(() => 2),
    ]);
    expect((await alertAgain(rosa.api, incident.id, clientId)).status).toBe(200);

    await run();
    const spanish = await received(rosa.contacts[0]?.phone);
    expect(spanish.map((message) => message.body)).toEqual([
      expect.stringContaining('Rosa Díaz activó «Ayúdame ahora»'),
      expect.stringContaining('Rosa Díaz volvió a activar «Ayúdame ahora»'),
    ]);
    expect(spanish[1]?.body).toContain('mlat=40.65000&mlon=-73.95000');
    const email = await received(rosa.contacts[0]?.email ?? '');
    expect(email.map((message) => message.subject)).toEqual([
      'Rosa Díaz puede necesitar su ayuda (Amparo)',
      'Rosa Díaz puede seguir necesitando su ayuda (Amparo)',
    ]);
    expect(await listOutboxMessages(db, { recipient: rosa.contacts[1]?.phone })).toHaveLength(2);
    const family = await received(brotherPhone);
    expect(family).toHaveLength(2);
    expect(family[1]?.body).toContain('Rosa Díaz a de nouveau déclenché');

    const [summary] = await list(rosa.api);
    expect(summary).toMatchObject({ id: incident.id, rounds_total: 2, alerts_total: firstRound.length * 2 });
    expect(Date.parse(summary?.last_alerted_at ?? '')).toBe(Date.parse(again.rounds[1]?.received_at ?? ''));
    const shown = (await rosa.api('GET', `/emergency/incidents/${incident.id}`)).body as Incident;
    expect(shown.alerts.every((alert) => alert.status === 'sent')).toBe(true);
  });

  it('delivers a round once even when the process dies after delivering, and queues nothing when it is refused', async () => {
    const db = getDb();
    const rosa = await person([{ language: 'pt', email: true }]);
    const incident = (await press(rosa.api)).body as Incident;
    await run();
    expect((await alertAgain(rosa.api, incident.id)).status).toBe(201);
    // The process dies once each of the round's messages was handed over, before its job is marked done; the
    // queue runs the jobs again after their back-off and nothing is sent twice.
    const t0 = new Date();
    expect((await run(diesAfterDelivering(emergencyJobHandlers(outboxSenders)), t0)).failed).toBe(2);
    await run(emergencyJobHandlers(outboxSenders), new Date(t0.getTime() + 60_000));
    expect(await listOutboxMessages(db, { recipient: rosa.contacts[0]?.phone })).toHaveLength(2);
    expect(await listOutboxMessages(db, { recipient: rosa.contacts[0]?.email ?? '' })).toHaveLength(2);

    // A round refused (no name any more, say the settings were emptied by hand) rolls back whole.
    await db.update(incidents).set({ senderName: '' }).where(eq(incidents.id, incident.id));
    await db.update(emergencySettings).set({ senderName: '' }).where(eq(emergencySettings.userId, rosa.id));
    const refused = await alertAgain(rosa.api, incident.id);
    expect(refused.status).toBe(409);
    expect((refused.body as ApiError).code).toBe('alert_name_required');
    const rounds = await db.select().from(incidentRounds).where(eq(incidentRounds.incidentId, incident.id));
    expect(rounds).toHaveLength(2);
    const alerts = await db.select().from(incidentAlerts).where(eq(incidentAlerts.incidentId, incident.id));
    expect(alerts).toHaveLength(4);
  });

  it('"I\'m safe" after two rounds tells each person once, and no round follows it', async () => {
    const db = getDb();
    const rosa = await person([{ language: 'fr', email: true }]);
    const incident = (await press(rosa.api)).body as Incident;
    await alertAgain(rosa.api, incident.id);
    await run();
    const ended = (await rosa.api('POST', `/emergency/incidents/${incident.id}/safe`)).body as Incident;
    const safe = ended.alerts.filter((alert) => alert.kind === 'safe');
    expect(safe.map((alert) => [alert.channel, alert.round])).toEqual([
      ['sms', 2],
      ['email', 2],
    ]);
    await run();
    const phone = rosa.contacts[0]?.phone;
    expect(await listOutboxMessages(db, { recipient: phone, purpose: 'emergency.safe' })).toHaveLength(1);

    const late = await alertAgain(rosa.api, incident.id);
    expect(late.status).toBe(409);
    expect((late.body as ApiError).code).toBe('incident_ended');
    // Ended, it is no longer current: the next hold starts a new incident.
    expect((await press(rosa.api)).status).toBe(201);
  });

  it('lets a hold start a new incident once the active one was left for 12 hours or has used every round', async () => {
    const db = getDb();
    const rosa = await person([{ language: 'en' }]);
    const old = (await press(rosa.api)).body as Incident;
    // Nobody ended it, and its last round went out 12 hours ago: a new emergency is a new incident.
    await db
      .update(incidentRounds)
      .set({ receivedAt: new Date(Date.now() - CURRENT_INCIDENT_MS - 1000) })
      .where(eq(incidentRounds.incidentId, old.id));
    const next = await press(rosa.api);
    expect(next.status).toBe(201);
    const current = next.body as Incident;
    expect(current.id).not.toBe(old.id);

    for (let round = 2; round <= MAX_ALERT_ROUNDS; round++) {
      expect((await alertAgain(rosa.api, current.id)).status).toBe(201);
    }
    const over = await alertAgain(rosa.api, current.id);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited' });
    expect((over.body as ApiError).message).toMatch(/5 rounds/);
    // Every round used: the next hold is a new incident, never refused for it.
    expect((await press(rosa.api)).status).toBe(201);
    expect(await list(rosa.api)).toHaveLength(3);
    // The old one may still be alerted again, deliberately, from its card.
    expect((await alertAgain(rosa.api, old.id)).status).toBe(201);
  });

  it(`refuses an eleventh new incident in 24 hours with 429, never a retry of one already made`, async () => {
    const db = getDb();
    // Nobody to alert keeps this fast; the limit counts incidents, alerts or not.
    const rosa = await person();
    const made: Incident[] = [];
    for (let n = 0; n < MAX_INCIDENTS_PER_DAY; n++) {
      const started = await press(rosa.api);
      expect(started.status).toBe(201);
      made.push(started.body as Incident);
      await rosa.api('POST', `/emergency/incidents/${(started.body as Incident).id}/safe`);
    }
    const refused = await press(rosa.api);
    expect(refused.status).toBe(429);
    const error = refused.body as ApiError;
    expect(error).toMatchObject({ code: 'rate_limited' });
    expect(error.message).toMatch(/10 alerts in the last 24 hours/);
    expect(error.retry_after).toBeGreaterThan(23 * 3600);
    expect(error.retry_after).toBeLessThanOrEqual(24 * 3600);
    // The same activation sent again (its answer was lost) is no new incident: still 200.
    expect((await press(rosa.api, made[3]?.client_id)).status).toBe(200);

    // A day later for the oldest, one more may start.
    await db
      .update(incidents)
      .set({ receivedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(incidents.id, made[0]?.id ?? ''));
    expect((await press(rosa.api)).status).toBe(201);
  });

  it("never sends a round on another person's incident, and refuses what is not a round", async () => {
    const alice = await person([{ language: 'en' }]);
    const bob = await person([{ language: 'en' }]);
    const incident = (await press(alice.api)).body as Incident;
    const stranger = await alertAgain(bob.api, incident.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ code: 'not_found' });
    expect((await alertAgain(bob.api, randomUUID())).status).toBe(404);
    expect((await alertAgain(alice.api, 'not-an-id')).status).toBe(400);
    const bad = await alice.api('POST', `/emergency/incidents/${incident.id}/rounds`, { client_id: 'x' });
    expect(bad.status).toBe(400);
    const old = await alice.api('POST', `/emergency/incidents/${incident.id}/rounds`, {
      client_id: randomUUID(),
      started_at: new Date(Date.now() - 8 * 24 * 3600_000).toISOString(),
    });
    expect(old.status).toBe(400);
    const anonymous = apiCall(app, null);
    const round = { client_id: randomUUID(), started_at: new Date().toISOString() };
    expect((await anonymous('POST', `/emergency/incidents/${incident.id}/rounds`, round)).status).toBe(401);
    const shown = (await alice.api('GET', `/emergency/incidents/${incident.id}`)).body as Incident;
    expect(shown.rounds).toHaveLength(1);
    // Bob's own hold is his own: Alice's active incident is nothing to him.
    expect((await press(bob.api)).status).toBe(201);
  });
});
