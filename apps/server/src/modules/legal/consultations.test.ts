import type { Consultation } from '@amparo/contract/legal/consultation-models';
import type { ListConsultationsResponse } from '@amparo/contract/legal/list-consultations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consultationDocuments,
  consultationEvents,
  consultationRequests,
  consultationReviews,
} from '../../platform/db/schema/legal.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { CONSULTATION_CHANGE_RATE_LIMIT } from './consultations-rate-limits.ts';
import {
  changeStatus,
  letAgreedTimePass,
  noticeJobsOf,
  requestBody,
  sendRequest,
  timeAhead,
} from './consultations-test-kit.ts';
import {
  api,
  type LegalPerson,
  signUpPerson,
  signUpProfessional,
  startLegalTestApp,
} from './legal-test-app.ts';

// Consultation requests (issue 13, point 3): who may ask whom, who may read and change what, the state machine,
// and what bad input gets. Another person's and another professional's ids are tried on every endpoint.

describeEachDatabase('consultation requests', (getDb) => {
  let app: Awaited<ReturnType<typeof startLegalTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function parties() {
    const person = await signUpPerson(app, getDb());
    const lawyer = await signUpProfessional(app, getDb(), { fullName: 'Lucía Fernández' });
    return { person, lawyer };
  }

  describe('asking', () => {
    it('sends a request to a listed professional, who sees it in their inbox', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      expect(created).toMatchObject({
        status: 'requested',
        topic: 'naturalization',
        viewer_role: 'client',
        professional: { id: lawyer.id, full_name: 'Lucía Fernández', kind: 'attorney' },
        client_contact: null,
        documents: [],
        review: null,
      });
      expect(created.events).toEqual([
        expect.objectContaining({ status: 'requested', by: 'client', note: '' }),
      ]);
      const mine = await api(app, person)<ListConsultationsResponse>('GET', '/legal/consultations');
      expect(mine.body.consultations.map((entry) => entry.id)).toEqual([created.id]);
      const inbox = await api(app, lawyer)<ListConsultationsResponse>('GET', '/legal/consultations/inbox');
      expect(inbox.body.consultations.map((entry) => entry.id)).toEqual([created.id]);
      // The lists never carry the message.
      expect(JSON.stringify(inbox.body)).not.toContain('naturalization application');
      // A person's own inbox (as a professional) is empty, and the lawyer sent nothing.
      expect(
        (await api(app, person)<ListConsultationsResponse>('GET', '/legal/consultations/inbox')).body,
      ).toEqual({ consultations: [] });
      expect((await api(app, lawyer)<ListConsultationsResponse>('GET', '/legal/consultations')).body).toEqual(
        { consultations: [] },
      );
    });

    it('lists newest first', async () => {
      const { person, lawyer } = await parties();
      const first = await sendRequest(app, person, lawyer.id);
      const second = await sendRequest(app, person, lawyer.id, { topic: 'visas' });
      const mine = await api(app, person)<ListConsultationsResponse>('GET', '/legal/consultations');
      expect(mine.body.consultations.map((entry) => entry.id)).toEqual([second.id, first.id]);
    });

    it('refuses professionals who are not listed: pending, suspended, rejected, expired, or not one at all', async () => {
      const person = await signUpPerson(app, getDb());
      const unlisted = [
        await signUpProfessional(app, getDb(), { status: 'pending' }),
        await signUpProfessional(app, getDb(), { status: 'suspended' }),
        await signUpProfessional(app, getDb(), { status: 'rejected' }),
        await signUpProfessional(app, getDb(), { verificationExpiresAt: new Date(Date.now() - 1000) }),
        await signUpPerson(app, getDb()),
      ];
      for (const target of unlisted) {
        const refused = await api(app, person)('POST', '/legal/consultations', requestBody(target.id));
        expect(refused).toMatchObject({ status: 404, body: { code: 'professional_not_found' } });
      }
      const unknown = await api(app, person)(
        'POST',
        '/legal/consultations',
        requestBody('00000000-0000-4000-8000-000000000000'),
      );
      expect(unknown.status).toBe(404);
      expect(
        await getDb()
          .select()
          .from(consultationRequests)
          .where(eq(consultationRequests.clientUserId, person.id)),
      ).toEqual([]);
    });

    it('refuses a professional asking themselves', async () => {
      const lawyer = await signUpProfessional(app, getDb());
      const refused = await api(app, lawyer)('POST', '/legal/consultations', requestBody(lawyer.id));
      expect(refused).toMatchObject({ status: 400, body: { code: 'cannot_consult_yourself' } });
    });

    it('ignores a status or a client id the caller sends', async () => {
      const { person, lawyer } = await parties();
      const other = await signUpPerson(app, getDb());
      const created = await api(app, person)<Consultation>('POST', '/legal/consultations', {
        ...requestBody(lawyer.id),
        status: 'done',
        client_user_id: other.id,
      });
      expect(created.status).toBe(201);
      expect(created.body.status).toBe('requested');
      const [row] = await getDb()
        .select()
        .from(consultationRequests)
        .where(eq(consultationRequests.id, created.body.id));
      expect(row?.clientUserId).toBe(person.id);
    });

    it('answers bad input with 400 and a clear code', async () => {
      const { person, lawyer } = await parties();
      const bad: Record<string, unknown>[] = [
        {},
        { ...requestBody(lawyer.id), topic: 'divorce' },
        { ...requestBody(lawyer.id), message: '' },
        { ...requestBody(lawyer.id), message: '   ' },
        { ...requestBody(lawyer.id), message: 'x'.repeat(2001) },
        { ...requestBody(lawyer.id), message: 'hello\u0000there' },
        { ...requestBody(lawyer.id), message: 42 },
        { ...requestBody(lawyer.id), professional_id: 'not-a-uuid' },
        {
          ...requestBody(lawyer.id),
          preferred_times: [timeAhead(1), timeAhead(2), timeAhead(3), timeAhead(5)],
        },
        { ...requestBody(lawyer.id), preferred_times: ['tomorrow at 3'] },
        { ...requestBody(lawyer.id), preferred_times: ['2030-05-01T15:30:00'] },
        { ...requestBody(lawyer.id), preferred_times: ['2030-02-30T15:30:00-05:00'] },
        { ...requestBody(lawyer.id), preferred_times: [timeAhead(2), timeAhead(2)] },
        { ...requestBody(lawyer.id), preferred_times: [timeAhead(500)] },
      ];
      for (const body of bad) {
        const refused = await api(app, person)<{ code: string }>('POST', '/legal/consultations', body);
        expect({ body, status: refused.status }).toEqual({ body, status: 400 });
        expect(refused.body.code).toMatch(/^(validation_failed|time_in_past)$/);
      }
      const past = await api(app, person)('POST', '/legal/consultations', {
        ...requestBody(lawyer.id),
        preferred_times: ['2020-01-01T10:00:00-05:00'],
      });
      expect(past).toMatchObject({ status: 400, body: { code: 'time_in_past' } });
      // Emoji and other scripts are text people type.
      const emoji = await api(app, person)('POST', '/legal/consultations', {
        ...requestBody(lawyer.id),
        message: 'Necesito ayuda 🙏 مساعدة',
        preferred_times: [],
      });
      expect(emoji.status).toBe(201);
    });

    it('needs an account', async () => {
      const lawyer = await signUpProfessional(app, getDb());
      expect((await api(app, null)('POST', '/legal/consultations', requestBody(lawyer.id))).status).toBe(401);
      expect((await api(app, null)('GET', '/legal/consultations')).status).toBe(401);
    });
  });

  describe('another person’s and another professional’s ids', () => {
    it('get 404 on every endpoint, and change nothing', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const stranger = await signUpPerson(app, getDb());
      const otherLawyer = await signUpProfessional(app, getDb());
      const id = created.id;
      const shareId = '00000000-0000-4000-8000-000000000001';
      const calls: [method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown][] = [
        ['GET', `/legal/consultations/${id}`],
        ['POST', `/legal/consultations/${id}/status`, { action: 'cancel' }],
        ['POST', `/legal/consultations/${id}/status`, { action: 'accept', time: timeAhead(3) }],
        ['POST', `/legal/consultations/${id}/status`, { action: 'decline', note: 'no' }],
        ['POST', `/legal/consultations/${id}/status`, { action: 'propose_time', time: timeAhead(5) }],
        ['POST', `/legal/consultations/${id}/status`, { action: 'mark_done' }],
        ['POST', `/legal/consultations/${id}/status`, { action: 'close' }],
        ['POST', `/legal/consultations/${id}/status`, { action: 'accept_proposed_time' }],
        ['POST', `/legal/consultations/${id}/documents`, { share_id: shareId }],
        ['DELETE', `/legal/consultations/${id}/documents/${shareId}`],
        ['POST', `/legal/consultations/${id}/review`, { rating: 5, text: 'Great' }],
      ];
      const before = await snapshot(id);
      for (const caller of [stranger, otherLawyer]) {
        for (const [method, path, body] of calls) {
          const answer = await api(app, caller)<{ code: string }>(method, path, body);
          expect({ path, method, status: answer.status, code: answer.body.code }).toEqual({
            path,
            method,
            status: 404,
            code: 'consultation_not_found',
          });
        }
        const listed = await api(app, caller)<ListConsultationsResponse>('GET', '/legal/consultations');
        const inbox = await api(app, caller)<ListConsultationsResponse>('GET', '/legal/consultations/inbox');
        expect([...listed.body.consultations, ...inbox.body.consultations]).toEqual([]);
      }
      expect(await snapshot(id)).toEqual(before);
      // An id that exists answers exactly like one that does not.
      const unknown = await api(app, stranger)(
        'GET',
        '/legal/consultations/00000000-0000-4000-8000-000000000009',
      );
      expect(unknown).toMatchObject({ status: 404, body: { code: 'consultation_not_found' } });
    });

    it('a malformed id is a 400, never a 500', async () => {
      const { person } = await parties();
      for (const path of [
        '/legal/consultations/nope',
        '/legal/consultations/%00',
        "/legal/consultations/1'--",
      ]) {
        expect((await api(app, person)('GET', path)).status).toBe(400);
      }
    });

    async function snapshot(id: string) {
      const db = getDb();
      return {
        request: await db.select().from(consultationRequests).where(eq(consultationRequests.id, id)),
        events: await db.select().from(consultationEvents).where(eq(consultationEvents.consultationId, id)),
        documents: await db
          .select()
          .from(consultationDocuments)
          .where(eq(consultationDocuments.consultationId, id)),
        reviews: await db
          .select()
          .from(consultationReviews)
          .where(eq(consultationReviews.consultationId, id)),
        jobs: (await noticeJobsOf(db, id)).map((job) => job.id),
      };
    }
  });

  describe('the state machine', () => {
    it('accept with a preferred time, then done: each step in order, each told to the other side', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const chosen = created.preferred_times[1] as string;
      const accepted = await changeStatus(app, lawyer, created.id, { action: 'accept', time: chosen });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ status: 'accepted', viewer_role: 'professional' });
      expect(Date.parse(accepted.body.scheduled_time ?? '')).toBe(Date.parse(chosen));
      // Once accepted, the professional has a way to reach the person.
      expect(accepted.body.client_contact).toBe(person.email);
      // Not before it has taken place: "done" opens the person's review.
      expect(await changeStatus(app, lawyer, created.id, { action: 'mark_done' })).toMatchObject({
        status: 409,
        body: { code: 'consultation_not_started' },
      });
      await letAgreedTimePass(getDb(), created.id);
      const done = await changeStatus(app, lawyer, created.id, { action: 'mark_done' });
      expect(done.body.status).toBe('done');
      const seen = await api(app, person)<Consultation>('GET', `/legal/consultations/${created.id}`);
      expect(seen.body.events.map((event) => [event.status, event.by])).toEqual([
        ['requested', 'client'],
        ['accepted', 'professional'],
        ['done', 'professional'],
      ]);
      expect(seen.body.client_contact).toBeNull();
      expect(await noticeJobsOf(getDb(), created.id)).toHaveLength(3);
    });

    it('propose another time; the person accepts it', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const proposed = timeAhead(6, 9);
      const answer = await changeStatus(app, lawyer, created.id, {
        action: 'propose_time',
        time: proposed,
        note: 'I am in court that week.',
      });
      expect(answer.body).toMatchObject({ status: 'time_proposed' });
      expect(Date.parse(answer.body.proposed_time ?? '')).toBe(Date.parse(proposed));
      // Before accepting, the professional does not see how to reach the person.
      expect(answer.body.client_contact).toBeNull();
      const agreed = await changeStatus(app, person, created.id, { action: 'accept_proposed_time' });
      expect(agreed.body).toMatchObject({ status: 'accepted', proposed_time: null });
      expect(Date.parse(agreed.body.scheduled_time ?? '')).toBe(Date.parse(proposed));
      expect(agreed.body.events.at(1)).toMatchObject({
        status: 'time_proposed',
        note: 'I am in court that week.',
      });
    });

    it('decline with a note; nothing more can happen', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const declined = await changeStatus(app, lawyer, created.id, {
        action: 'decline',
        note: 'Not my field.',
      });
      expect(declined.body.status).toBe('declined');
      for (const [caller, change] of [
        [person, { action: 'cancel' }],
        [lawyer, { action: 'accept', time: timeAhead(3) }],
        [lawyer, { action: 'mark_done' }],
        [lawyer, { action: 'close' }],
      ] as const) {
        const refused = await changeStatus(app, caller, created.id, change);
        expect(refused).toMatchObject({ status: 409, body: { code: 'invalid_transition' } });
      }
    });

    it('lets each side do only its own part', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const refusals: [LegalPerson, Record<string, unknown>][] = [
        [person, { action: 'accept', time: timeAhead(3) }],
        [person, { action: 'mark_done' }],
        [person, { action: 'decline' }],
        [person, { action: 'propose_time', time: timeAhead(3) }],
        [person, { action: 'accept_proposed_time' }],
        [lawyer, { action: 'cancel' }],
        [lawyer, { action: 'mark_done' }],
        [lawyer, { action: 'close' }],
      ];
      for (const [caller, change] of refusals) {
        const refused = await changeStatus(app, caller, created.id, change);
        expect({ change, status: refused.status }).toEqual({ change, status: 409 });
      }
      const row = await api(app, person)<Consultation>('GET', `/legal/consultations/${created.id}`);
      expect(row.body.status).toBe('requested');
      expect(row.body.events).toHaveLength(1);
    });

    it('the person cancels an accepted consultation; the professional closes one', async () => {
      const { person, lawyer } = await parties();
      const first = await sendRequest(app, person, lawyer.id);
      await changeStatus(app, lawyer, first.id, { action: 'accept', time: timeAhead(3) });
      const cancelled = await changeStatus(app, person, first.id, { action: 'cancel', note: 'Solved it.' });
      expect(cancelled.body.status).toBe('cancelled');
      const second = await sendRequest(app, person, lawyer.id);
      await changeStatus(app, lawyer, second.id, { action: 'accept', time: timeAhead(3) });
      const closed = await changeStatus(app, lawyer, second.id, { action: 'close', note: 'No answer.' });
      expect(closed.body.status).toBe('closed');
    });

    it('refuses a time in the past and bad changes with 400, and changes nothing', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const past = await changeStatus(app, lawyer, created.id, {
        action: 'accept',
        time: '2021-03-04T10:00:00+00:00',
      });
      expect(past).toMatchObject({ status: 400, body: { code: 'time_in_past' } });
      for (const change of [
        { action: 'accept' },
        { action: 'explode' },
        { action: 'decline', note: 'x'.repeat(1001) },
        { action: 'decline', note: 'a\u0007b' },
        { action: 'propose_time', time: 12 },
        { status: 'done' },
      ]) {
        expect((await changeStatus(app, lawyer, created.id, change)).status).toBe(400);
      }
      const row = await api(app, person)<Consultation>('GET', `/legal/consultations/${created.id}`);
      expect(row.body.status).toBe('requested');
    });

    it('limits how often one account can change requests (each change sends a message)', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const { limit } = CONSULTATION_CHANGE_RATE_LIMIT;
      for (let index = 0; index < limit; index++) {
        const proposed = await changeStatus(app, lawyer, created.id, {
          action: 'propose_time',
          time: timeAhead(3 + (index % 20)),
        });
        expect(proposed.status).toBe(200);
      }
      const refused = await changeStatus(app, lawyer, created.id, {
        action: 'propose_time',
        time: timeAhead(9),
      });
      expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      expect(await noticeJobsOf(getDb(), created.id)).toHaveLength(limit + 1);
    });

    it('takes two changes at once one after the other: only one accept wins', async () => {
      const { person, lawyer } = await parties();
      const created = await sendRequest(app, person, lawyer.id);
      const [a, b] = await Promise.all([
        changeStatus(app, lawyer, created.id, { action: 'decline' }),
        changeStatus(app, person, created.id, { action: 'cancel' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const row = await api(app, person)<Consultation>('GET', `/legal/consultations/${created.id}`);
      expect(row.body.events).toHaveLength(2);
    });
  });
});
