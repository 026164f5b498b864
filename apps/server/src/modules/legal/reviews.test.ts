import type { Consultation } from '@amparo/contract/legal/consultation-models';
import type { ListOwnerReviewsResponse, OwnerReview } from '@amparo/contract/legal/moderate-review';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consultationReviews } from '../../platform/db/schema/legal.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { listOwnerActions } from '../owner/audit-log.ts';
import { changeStatus, letAgreedTimePass, sendRequest, timeAhead } from './consultations-test-kit.ts';
import { api, makeOwner, signUpPerson, signUpProfessional, startLegalTestApp } from './legal-test-app.ts';

// Reviews (issue 13, point 3): only after a consultation marked done, one per consultation, by its person, and
// shown to nobody else until the owner publishes it; every moderation is in the owner's audit log.

describeEachDatabase('consultation reviews', (getDb) => {
  let app: Awaited<ReturnType<typeof startLegalTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function doneConsultation() {
    const person = await signUpPerson(app, getDb());
    const lawyer = await signUpProfessional(app, getDb(), { fullName: 'Lucía Fernández' });
    const created = await sendRequest(app, person, lawyer.id);
    return { person, lawyer, created };
  }

  function review(
    person: { id: string; token: string; email: string | null; phone: string | null },
    id: string,
    body: unknown,
  ) {
    return api(app, person)<Consultation>('POST', `/legal/consultations/${id}/review`, body);
  }

  it('only once the consultation is done, once, and only by its person', async () => {
    const { person, lawyer, created } = await doneConsultation();
    const good = { rating: 5, text: 'Clear and kind; explained every form.' };
    expect(await review(person, created.id, good)).toMatchObject({
      status: 409,
      body: { code: 'consultation_not_done' },
    });
    await changeStatus(app, lawyer, created.id, { action: 'accept', time: timeAhead(2) });
    expect(await review(person, created.id, good)).toMatchObject({
      status: 409,
      body: { code: 'consultation_not_done' },
    });
    await letAgreedTimePass(getDb(), created.id);
    await changeStatus(app, lawyer, created.id, { action: 'mark_done' });

    // The professional cannot review themselves; a stranger cannot find the request.
    expect(await review(lawyer, created.id, good)).toMatchObject({ status: 409 });
    const stranger = await signUpPerson(app, getDb());
    expect(await review(stranger, created.id, good)).toMatchObject({
      status: 404,
      body: { code: 'consultation_not_found' },
    });

    const written = await review(person, created.id, { ...good, language: 'es' });
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({
      rating: 5,
      status: 'pending',
      language: 'es',
      moderation_note: null,
    });
    expect(await review(person, created.id, { rating: 1, text: 'changed my mind' })).toMatchObject({
      status: 409,
      body: { code: 'already_reviewed' },
    });
    // Until published, the professional does not see it.
    const seen = await api(app, lawyer)<Consultation>('GET', `/legal/consultations/${created.id}`);
    expect(seen.body.review).toBeNull();
  });

  it('refuses bad ratings and text with 400', async () => {
    const { person, lawyer, created } = await doneConsultation();
    await changeStatus(app, lawyer, created.id, { action: 'accept', time: timeAhead(2) });
    await letAgreedTimePass(getDb(), created.id);
    await changeStatus(app, lawyer, created.id, { action: 'mark_done' });
    for (const body of [
      { rating: 0, text: 'x' },
      { rating: 6, text: 'x' },
      { rating: 4.5, text: 'x' },
      { rating: '5', text: 'x' },
      { rating: 5, text: '' },
      { rating: 5, text: 'x'.repeat(1501) },
      { rating: 5, text: 'bad\u0000byte' },
      { rating: 5, text: 'ok', language: 'klingon' },
    ]) {
      expect({ body, status: (await review(person, created.id, body)).status }).toEqual({
        body,
        status: 400,
      });
    }
    expect(
      await getDb()
        .select()
        .from(consultationReviews)
        .where(eq(consultationReviews.consultationId, created.id)),
    ).toEqual([]);
  });

  it('the owner publishes or rejects, with a note, and every decision is audited', async () => {
    const { person, lawyer, created } = await doneConsultation();
    await changeStatus(app, lawyer, created.id, { action: 'accept', time: timeAhead(2) });
    await letAgreedTimePass(getDb(), created.id);
    await changeStatus(app, lawyer, created.id, { action: 'mark_done' });
    const written = await review(person, created.id, { rating: 4, text: 'Helpful, a little rushed.' });
    const reviewId = written.body.review?.id as string;

    const owner = await signUpPerson(app, getDb());
    // Before the role: refused, like everyone else.
    for (const caller of [owner, person, lawyer]) {
      expect((await api(app, caller)('GET', '/owner/legal/reviews')).status).toBe(403);
      expect(
        (
          await api(app, caller)('POST', `/owner/legal/reviews/${reviewId}/moderation`, {
            decision: 'publish',
          })
        ).status,
      ).toBe(403);
    }
    await makeOwner(getDb(), owner.id);
    const queue = await api(app, owner)<ListOwnerReviewsResponse>('GET', '/owner/legal/reviews');
    const queued = queue.body.reviews.find((entry) => entry.id === reviewId);
    expect(queued).toMatchObject({
      rating: 4,
      status: 'pending',
      professional: { id: lawyer.id, full_name: 'Lucía Fernández' },
    });
    // The owner's queue never names who wrote it.
    expect(JSON.stringify(queued)).not.toContain(person.id);
    expect(JSON.stringify(queued)).not.toContain(person.email ?? '');

    const rejected = await api(app, owner)<OwnerReview>(
      'POST',
      `/owner/legal/reviews/${reviewId}/moderation`,
      {
        decision: 'reject',
        note: 'Please leave out the name of the office staff.',
      },
    );
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      moderation_note: 'Please leave out the name of the office staff.',
    });
    const personView = await api(app, person)<Consultation>('GET', `/legal/consultations/${created.id}`);
    expect(personView.body.review).toMatchObject({
      status: 'rejected',
      moderation_note: 'Please leave out the name of the office staff.',
    });
    expect(
      (await api(app, lawyer)<Consultation>('GET', `/legal/consultations/${created.id}`)).body.review,
    ).toBeNull();

    const published = await api(app, owner)<OwnerReview>(
      'POST',
      `/owner/legal/reviews/${reviewId}/moderation`,
      {
        decision: 'publish',
      },
    );
    expect(published.body.status).toBe('published');
    const lawyerView = await api(app, lawyer)<Consultation>('GET', `/legal/consultations/${created.id}`);
    expect(lawyerView.body.review).toMatchObject({ status: 'published', rating: 4, moderation_note: null });
    const published_queue = await api(app, owner)<ListOwnerReviewsResponse>(
      'GET',
      '/owner/legal/reviews?status=published',
    );
    expect(published_queue.body.reviews.map((entry) => entry.id)).toContain(reviewId);

    const audit = await listOwnerActions(getDb(), 'consultation_review', reviewId);
    expect(audit.map((entry) => [entry.action, entry.actorUserId, entry.detail])).toEqual([
      ['review.publish', owner.id, { from: 'rejected', to: 'published', note: '' }],
      [
        'review.reject',
        owner.id,
        { from: 'pending', to: 'rejected', note: 'Please leave out the name of the office staff.' },
      ],
    ]);
  });

  it('moderation: unknown and malformed ids, bad decisions', async () => {
    const owner = await signUpPerson(app, getDb());
    await makeOwner(getDb(), owner.id);
    const path = '/owner/legal/reviews/00000000-0000-4000-8000-000000000000/moderation';
    expect(await api(app, owner)('POST', path, { decision: 'publish' })).toMatchObject({
      status: 404,
      body: { code: 'review_not_found' },
    });
    expect(
      (await api(app, owner)('POST', '/owner/legal/reviews/nope/moderation', { decision: 'publish' })).status,
    ).toBe(400);
    expect((await api(app, owner)('POST', path, { decision: 'delete' })).status).toBe(400);
    expect((await api(app, owner)('POST', path, { decision: 'reject', note: 'x'.repeat(1001) })).status).toBe(
      400,
    );
    expect((await api(app, owner)('GET', '/owner/legal/reviews?status=everything')).status).toBe(400);
  });
});
