import { randomUUID } from 'node:crypto';
import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import type { Incident } from '@amparo/contract/emergency/incident';
import type { FamilyIncident } from '@amparo/contract/family/get-family-incident';
import type { ListFamilyIncidentsResponse } from '@amparo/contract/family/list-family-incidents';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { incidentAlerts, incidents } from '../../platform/db/schema/emergency.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { runDueJobs } from '../../platform/jobs/job-queue.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { OutboxSmsSender } from '../../platform/sms/outbox-sms-sender.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { type AlertSenders, emergencyJobHandlers } from '../emergency/alert-delivery.ts';
import { mergeAlertRecipients } from '../emergency/alert-recipients.ts';
import {
  apiCall,
  signUpPerson,
  startEmergencyTestApp,
  type TestPerson,
} from '../emergency/emergency-test-app.ts';
import { lockOrCreateHolderFamily } from './family-places.ts';

// Help Me Now reaches the family (issue 12, point 6): every other person of the presser's family with alerts on
// gets exactly one text and one email, in their own language, through the same queue as the contacts; the family
// sees the incident read-only while they are in the family, and nobody else ever does.

const silent = { info: () => {} };
const outboxSenders: AlertSenders = (db) => ({
  mailer: new OutboxMailer(db, silent),
  sms: new OutboxSmsSender(db, silent),
});

// Unique within the file's database: account phones have a unique index.
const phoneBase = 1000 + Math.floor(Math.random() * 4000);
let phoneCounter = 0;
function uniquePhone(): string {
  phoneCounter += 1;
  return `+1202555${String(phoneBase + phoneCounter).padStart(4, '0')}`;
}

type Person = TestPerson & {
  api: ReturnType<typeof apiCall>;
  email: string;
  phone: string | null;
};

describeEachDatabase('Help Me Now alerts the family', (getDb) => {
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

  const run = () => runDueJobs(getDb(), emergencyJobHandlers(outboxSenders), new Date());

  async function person(options: { locale?: string; phone?: boolean } = {}): Promise<Person> {
    const db = getDb();
    const signedUp = await signUpPerson(app, db, { fullProtection: true });
    const phone = options.phone === false ? null : uniquePhone();
    await db
      .update(authUsers)
      .set({ phone, locale: options.locale ?? 'en' })
      .where(eq(authUsers.id, signedUp.id));
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, signedUp.id));
    if (!user?.email) throw new Error('The test account has no email');
    return { ...signedUp, api: apiCall(app, signedUp), email: user.email, phone };
  }

  /** A family as core's endpoints leave it: the holder's row, then one row per member. */
  async function family(
    holder: { person: Person; name: string },
    members: { person: Person; name: string; alertOnHelp?: boolean; alertPhone?: string | null }[],
  ): Promise<string> {
    const db = getDb();
    return db.transaction(async (tx) => {
      const row = await lockOrCreateHolderFamily(tx, {
        holderId: holder.person.id,
        displayName: holder.name,
        now: new Date(),
      });
      for (const [n, member] of members.entries()) {
        await tx.insert(familyMembers).values({
          familyId: row.id,
          userId: member.person.id,
          role: 'member',
          displayName: member.name,
          alertOnHelp: member.alertOnHelp ?? true,
          alertPhone: member.alertPhone ?? null,
          joinedAt: new Date(Date.now() + n),
        });
      }
      return row.id;
    });
  }

  async function setAlertName(someone: Person, name: string, shareLocation = true) {
    const saved = await someone.api('PUT', '/emergency/settings', {
      sender_name: name,
      custom_message: '',
      share_location: shareLocation,
    });
    expect(saved.status).toBe(200);
  }

  async function press(someone: Person): Promise<Incident> {
    const started = await someone.api('POST', '/emergency/incidents', {
      client_id: randomUUID(),
      started_at: new Date().toISOString(),
      location: { lat: 40.7128, lng: -74.006, accuracy: 25 },
      time_zone: 'America/New_York',
    });
    expect(started.status).toBe(201);
    return started.body as Incident;
  }

  async function messagesTo(address: string | null, purpose = 'emergency.help') {
    if (!address) return [];
    return listOutboxMessages(getDb(), { recipient: address, purpose });
  }

  it('alerts the holder and every other member with alerts on, once per channel, in their own language', async () => {
    const holder = await person({ locale: 'es' });
    const presser = await person({ locale: 'en' });
    // An account without a phone: texts go to the phone they gave for family alerts.
    const arabic = await person({ locale: 'ar', phone: false });
    const arabicAlertPhone = uniquePhone();
    const quiet = await person({ locale: 'fr' });
    await family({ person: holder, name: 'Mamá Rosa' }, [
      { person: presser, name: 'Ana' },
      { person: arabic, name: 'Omar', alertPhone: arabicAlertPhone },
      { person: quiet, name: 'Luc', alertOnHelp: false },
    ]);
    await setAlertName(presser, 'Ana López');

    const incident = await press(presser);
    expect(
      incident.alerts.map((alert) => [alert.contact_name, alert.channel, alert.language, alert.contact_id]),
    ).toEqual([
      ['Mamá Rosa', 'sms', 'es', null],
      ['Mamá Rosa', 'email', 'es', null],
      ['Omar', 'sms', 'ar', null],
      ['Omar', 'email', 'ar', null],
    ]);
    const rows = await getDb()
      .select()
      .from(incidentAlerts)
      .where(eq(incidentAlerts.incidentId, incident.id));
    expect(new Set(rows.map((row) => row.familyMemberUserId))).toEqual(new Set([holder.id, arabic.id]));

    expect((await run()).succeeded).toBe(4);
    const holderSms = await messagesTo(holder.phone);
    expect(holderSms).toHaveLength(1);
    expect(holderSms[0]).toMatchObject({ channel: 'sms', locale: 'es' });
    expect(holderSms[0]?.body).toContain('Ana López activó «Ayúdame ahora»');
    const holderEmail = await messagesTo(holder.email);
    expect(holderEmail).toHaveLength(1);
    expect(holderEmail[0]?.subject).toBe('Ana López puede necesitar su ayuda (Amparo)');
    const omarSms = await messagesTo(arabicAlertPhone);
    expect(omarSms).toHaveLength(1);
    expect(omarSms[0]?.body).toContain('ساعدني الآن');
    expect(await messagesTo(arabic.email)).toHaveLength(1);
    // Alerts off: nothing. The presser: nothing either.
    expect(await messagesTo(quiet.phone)).toHaveLength(0);
    expect(await messagesTo(quiet.email)).toHaveLength(0);
    expect(await messagesTo(presser.phone)).toHaveLength(0);
    expect(await messagesTo(presser.email)).toHaveLength(0);

    // "I'm safe" tells them too, once each.
    expect((await presser.api('POST', `/emergency/incidents/${incident.id}/safe`)).status).toBe(200);
    await run();
    const safe = await messagesTo(holder.phone, 'emergency.safe');
    expect(safe).toHaveLength(1);
    expect(safe[0]?.body).toContain('Ana López');
    expect(await messagesTo(holder.email, 'emergency.safe')).toHaveLength(1);
    expect(await messagesTo(arabicAlertPhone, 'emergency.safe')).toHaveLength(1);
    expect(await messagesTo(arabic.email, 'emergency.safe')).toHaveLength(1);
    expect(await messagesTo(quiet.phone, 'emergency.safe')).toHaveLength(0);
    const safeRows = await getDb()
      .select()
      .from(incidentAlerts)
      .where(and(eq(incidentAlerts.incidentId, incident.id), eq(incidentAlerts.kind, 'safe')));
    expect(safeRows.filter((row) => row.familyMemberUserId === holder.id)).toHaveLength(2);
  });

  it('sends one text and one email to a family member who is also an emergency contact', async () => {
    const holder = await person({ locale: 'pt' });
    const presser = await person();
    const sister = await person({ locale: 'ht' });
    await family({ person: holder, name: 'Papai' }, [
      { person: presser, name: 'Bia' },
      { person: sister, name: 'Nadia' },
    ]);
    await setAlertName(presser, 'Bia');
    const addContact = async (contact: { name: string; phone: string; email: string | null }) => {
      const created = await presser.api('POST', '/emergency/contacts', {
        relationship: 'Family',
        language: 'en',
        alert_on_help: true,
        ...contact,
      });
      expect(created.status).toBe(201);
      return created.body as EmergencyContact;
    };
    // The holder by the same phone (and no email on the contact); the sister by her email, typed in capitals.
    const dad = await addContact({ name: 'Dad', phone: holder.phone ?? '', email: null });
    const sis = await addContact({ name: 'Sis', phone: uniquePhone(), email: sister.email.toUpperCase() });
    // Two contacts sharing a landline: one text, each their own email.
    const landline = uniquePhone();
    const friendEmail = `friend.${randomUUID()}@example.org`;
    await addContact({ name: 'Friend', phone: landline, email: friendEmail });
    await addContact({ name: 'Friend’s husband', phone: landline, email: null });

    const incident = await press(presser);
    expect(
      incident.alerts.map((alert) => [alert.contact_name, alert.channel, alert.language, alert.contact_id]),
    ).toEqual([
      // Each family member keeps the contact's place, under the family's name for them and in their language.
      ['Papai', 'sms', 'pt', dad.id],
      ['Papai', 'email', 'pt', dad.id],
      ['Nadia', 'sms', 'ht', sis.id],
      ['Nadia', 'email', 'ht', sis.id],
      ['Friend', 'sms', 'en', expect.any(String)],
      ['Friend', 'email', 'en', expect.any(String)],
    ]);
    await run();
    expect(await messagesTo(holder.phone)).toHaveLength(1);
    expect(await messagesTo(holder.email)).toHaveLength(1);
    expect((await messagesTo(holder.email))[0]?.locale).toBe('pt');
    // The contact's phone for the sister, her own address (lower-cased) once.
    expect(await messagesTo(sis.phone)).toHaveLength(1);
    expect(await messagesTo(sister.phone)).toHaveLength(0);
    expect(await messagesTo(sister.email)).toHaveLength(1);
    expect(await messagesTo(sister.email.toUpperCase())).toHaveLength(0);
    expect(await messagesTo(landline)).toHaveLength(1);
    expect(await messagesTo(friendEmail)).toHaveLength(1);

    await presser.api('POST', `/emergency/incidents/${incident.id}/safe`);
    await run();
    expect(await messagesTo(holder.phone, 'emergency.safe')).toHaveLength(1);
    expect(await messagesTo(holder.email, 'emergency.safe')).toHaveLength(1);
    expect(await messagesTo(sister.email, 'emergency.safe')).toHaveLength(1);
    expect(await messagesTo(landline, 'emergency.safe')).toHaveLength(1);
  });

  it('shows the family the incident read-only, with who was alerted, until a day after "I\'m safe"', async () => {
    const holder = await person({ locale: 'es' });
    const presser = await person();
    const brother = await person({ locale: 'ur' });
    await family({ person: holder, name: 'Rosa' }, [
      { person: presser, name: 'Ana' },
      { person: brother, name: 'Tomás' },
    ]);
    await setAlertName(presser, 'Ana López');
    const contact = await presser.api('POST', '/emergency/contacts', {
      name: 'Lawyer',
      relationship: '',
      phone: uniquePhone(),
      email: null,
      language: 'en',
      alert_on_help: true,
    });
    expect(contact.status).toBe(201);

    const incident = await press(presser);
    await run();
    const list = (await holder.api('GET', '/family/incidents')).body as ListFamilyIncidentsResponse;
    expect(list.incidents).toHaveLength(1);
    expect(list.incidents[0]).toMatchObject({
      id: incident.id,
      status: 'active',
      person: { user_id: presser.id, display_name: 'Ana' },
      ended_at: null,
    });
    expect(list.incidents[0]?.map_url).toContain('openstreetmap.org/?mlat=40.71280&mlon=-74.00600');
    // The presser's own incident is not in their family list (it is on /emergency-response already).
    expect(
      ((await presser.api('GET', '/family/incidents')).body as ListFamilyIncidentsResponse).incidents,
    ).toEqual([]);
    expect((await presser.api('GET', `/family/incidents/${incident.id}`)).status).toBe(404);

    const seen = await brother.api('GET', `/family/incidents/${incident.id}`);
    expect(seen.status).toBe(200);
    const detail = seen.body as FamilyIncident;
    expect(detail.alerts.map((alert) => [alert.kind, alert.name, alert.channel, alert.status])).toEqual([
      ['help', 'Lawyer', 'sms', 'sent'],
      ['help', 'Rosa', 'sms', 'sent'],
      ['help', 'Rosa', 'email', 'sent'],
      ['help', 'Tomás', 'sms', 'sent'],
      ['help', 'Tomás', 'email', 'sent'],
    ]);
    expect(detail.alerts.filter((alert) => alert.is_me).map((alert) => alert.name)).toEqual([
      'Tomás',
      'Tomás',
    ]);
    expect(detail.alerts.filter((alert) => alert.is_family)).toHaveLength(4);
    // Names and delivery only: no phone number or address of anyone reaches the family.
    const body = JSON.stringify(detail);
    expect(body).not.toContain(holder.phone ?? '');
    expect(body).not.toContain(holder.email);
    expect(body).not.toContain((contact.body as EmergencyContact).phone);

    // Read-only: there is no way to end it from the family side, and the emergency endpoints say 404.
    expect((await holder.api('POST', `/family/incidents/${incident.id}/safe`)).status).toBe(404);
    expect((await holder.api('POST', `/emergency/incidents/${incident.id}/safe`)).status).toBe(404);
    expect((await holder.api('DELETE', `/family/incidents/${incident.id}`)).status).toBe(404);
    expect((await presser.api('GET', `/emergency/incidents/${incident.id}`)).body).toMatchObject({
      status: 'active',
    });

    // "I'm safe": the family sees it ended, with the time.
    await presser.api('POST', `/emergency/incidents/${incident.id}/safe`);
    await run();
    const ended = (await holder.api('GET', `/family/incidents/${incident.id}`)).body as FamilyIncident;
    expect(ended.status).toBe('ended');
    expect(ended.ended_at).not.toBeNull();
    expect(ended.alerts.filter((alert) => alert.kind === 'safe')).toHaveLength(5);

    // A day after "I'm safe" it leaves the family's screens.
    await getDb()
      .update(incidents)
      .set({ endedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(incidents.id, incident.id));
    expect(
      ((await holder.api('GET', '/family/incidents')).body as ListFamilyIncidentsResponse).incidents,
    ).toEqual([]);
    expect((await holder.api('GET', `/family/incidents/${incident.id}`)).status).toBe(404);
  });

  it('leaves out someone removed from the family, at once: no alert, no incident', async () => {
    const holder = await person();
    const presser = await person();
    const removed = await person({ locale: 'es' });
    await family({ person: holder, name: 'Rosa' }, [
      { person: presser, name: 'Ana' },
      { person: removed, name: 'Leo' },
    ]);
    await setAlertName(presser, 'Ana');
    const first = await press(presser);
    expect((await removed.api('GET', `/family/incidents/${first.id}`)).status).toBe(200);

    await getDb().delete(familyMembers).where(eq(familyMembers.userId, removed.id));
    expect((await removed.api('GET', `/family/incidents/${first.id}`)).status).toBe(404);
    expect(
      ((await removed.api('GET', '/family/incidents')).body as ListFamilyIncidentsResponse).incidents,
    ).toEqual([]);

    await presser.api('POST', `/emergency/incidents/${first.id}/safe`);
    await run();
    const second = await press(presser);
    expect(second.alerts.map((alert) => alert.contact_name)).toEqual(['Rosa', 'Rosa']);
    await run();
    // Leo got the first alert and its "safe" (he was in the family then), nothing of the second.
    expect(await messagesTo(removed.phone)).toHaveLength(1);
    expect(await messagesTo(removed.email)).toHaveLength(1);
    expect(await messagesTo(holder.phone)).toHaveLength(2);

    // The presser removed: the family no longer sees their incidents either.
    await getDb().delete(familyMembers).where(eq(familyMembers.userId, presser.id));
    expect((await holder.api('GET', `/family/incidents/${second.id}`)).status).toBe(404);
  });

  it("never shows another family's incident, and answers an outsider with an empty list", async () => {
    const holderA = await person();
    const presserA = await person();
    await family({ person: holderA, name: 'A' }, [{ person: presserA, name: 'A1' }]);
    const holderB = await person();
    const memberB = await person();
    await family({ person: holderB, name: 'B' }, [{ person: memberB, name: 'B1' }]);
    const outsider = await person();
    await setAlertName(presserA, 'A1');
    const incident = await press(presserA);

    for (const stranger of [holderB, memberB, outsider]) {
      expect((await stranger.api('GET', `/family/incidents/${incident.id}`)).status).toBe(404);
      expect(
        ((await stranger.api('GET', '/family/incidents')).body as ListFamilyIncidentsResponse).incidents,
      ).toEqual([]);
    }
    expect((await holderA.api('GET', `/family/incidents/${randomUUID()}`)).status).toBe(404);
    expect((await holderA.api('GET', '/family/incidents/not-an-id')).status).toBe(400);
    expect((await apiCall(app, null)('GET', '/family/incidents')).status).toBe(401);
    await run();
    expect(await messagesTo(holderB.phone)).toHaveLength(0);
    expect(await messagesTo(outsider.phone)).toHaveLength(0);
  });

  it('alerts under the family name when no alert name was set, with the family footer in the reader’s language', async () => {
    const holder = await person({ locale: 'es' });
    const presser = await person();
    await family({ person: holder, name: 'Rosa' }, [{ person: presser, name: 'Ana' }]);
    // The settings tell the browser the name it will use and that the family is alerted: nothing to ask.
    const settings = await presser.api('GET', '/emergency/settings');
    expect(settings.body).toMatchObject({ sender_name: '', family_name: 'Ana', family_alerted: true });
    const incident = await press(presser);
    expect(
      ((await holder.api('GET', '/family/incidents')).body as ListFamilyIncidentsResponse).incidents,
    ).toHaveLength(1);
    const [row] = await getDb().select().from(incidents).where(eq(incidents.id, incident.id));
    expect(row?.senderName).toBe('Ana');
    await run();
    const [sms] = await messagesTo(holder.phone);
    const [mail] = await messagesTo(holder.email);
    expect(sms?.body).toContain('Ana');
    expect(sms?.body).toContain('siga el plan de emergencia de la familia');
    expect(sms?.body).not.toContain('o con su familia');
    expect(mail?.body).toContain('Recibe este mensaje porque usted y Ana son familia en Amparo.');
    expect(mail?.body).not.toContain('contacto de emergencia');
    expect(await messagesTo(holder.email, 'emergency.safe')).toHaveLength(0);
    expect((await presser.api('POST', `/emergency/incidents/${incident.id}/safe`)).status).toBe(200);
    await run();
    const [safe] = await messagesTo(holder.email, 'emergency.safe');
    expect(safe?.body).toContain('usted y Ana son familia');
    expect(safe?.body.match(/Gracias/g)).toHaveLength(1);
  });

  it('uses the alert name the person chose over the family name', async () => {
    const holder = await person();
    const presser = await person();
    await family({ person: holder, name: 'Rosa' }, [{ person: presser, name: 'Ana' }]);
    await setAlertName(presser, 'Ana María López');
    const incident = await press(presser);
    const [row] = await getDb().select().from(incidents).where(eq(incidents.id, incident.id));
    expect(row?.senderName).toBe('Ana María López');
  });

  it('still asks for a name when there is none at all: no alert name and no family', async () => {
    const presser = await person();
    expect((await presser.api('GET', '/emergency/settings')).body).toMatchObject({
      family_name: null,
      family_alerted: false,
    });
    const contact = await presser.api('POST', '/emergency/contacts', {
      name: 'Mom',
      phone: uniquePhone(),
      language: 'en',
      alert_on_help: true,
    });
    expect(contact.status).toBe(201);
    const clientId = randomUUID();
    const refused = await presser.api('POST', '/emergency/incidents', {
      client_id: clientId,
      started_at: new Date().toISOString(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'alert_name_required' });
    expect(await getDb().select().from(incidents).where(eq(incidents.clientId, clientId))).toEqual([]);
  });

  it('says no family is alerted when everyone else in it has alerts off', async () => {
    const holder = await person();
    const presser = await person();
    await family({ person: holder, name: 'Rosa' }, [{ person: presser, name: 'Ana' }]);
    await getDb()
      .update(familyMembers)
      .set({ alertOnHelp: false })
      .where(eq(familyMembers.userId, holder.id));
    expect((await presser.api('GET', '/emergency/settings')).body).toMatchObject({
      family_name: 'Ana',
      family_alerted: false,
    });
  });
});

describe('mergeAlertRecipients', () => {
  const contact = {
    contactId: 'c1',
    familyMemberUserId: null,
    name: 'Mom',
    phone: '+1 202 555 0100',
    email: 'Mom@Example.org',
    language: 'en' as const,
  };

  it('makes a family member matched by phone or email one person, under the family name and language', () => {
    const member = {
      userId: 'u1',
      name: 'Rosa',
      phone: '+12025550100',
      email: null,
      language: 'es' as const,
    };
    expect(mergeAlertRecipients([contact], [member])).toEqual([
      {
        contactId: 'c1',
        familyMemberUserId: 'u1',
        name: 'Rosa',
        phone: '+12025550100',
        email: 'mom@example.org',
        language: 'es',
      },
    ]);
    const byEmail = { ...member, phone: '+12025550199', email: 'mom@example.ORG' };
    expect(mergeAlertRecipients([contact], [byEmail])).toHaveLength(1);
  });

  it('keeps someone who matches nobody as a recipient of their own', () => {
    const member = {
      userId: 'u2',
      name: 'Leo',
      phone: null,
      email: 'leo@example.org',
      language: 'fr' as const,
    };
    expect(mergeAlertRecipients([contact], [member]).map((recipient) => recipient.name)).toEqual([
      'Mom',
      'Leo',
    ]);
  });
});
