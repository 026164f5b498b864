import type { ProfessionalDecisionResponse } from '@amparo/contract/legal/decide-professional';
import { VERIFICATION_VALID_DAYS } from '@amparo/contract/legal/legal-limits';
import type { ListProfessionalsQueueResponse } from '@amparo/contract/legal/list-professionals-queue';
import type { SearchProfessionalsResponse } from '@amparo/contract/legal/search-professionals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniquePhone } from '../../auth/auth-test-server.ts';
import type { Config } from '../../platform/config.ts';
import { legalProfessionals } from '../../platform/db/schema/legal.ts';
import { listOutboxMessages } from '../../platform/mail/outbox-store.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { listOwnerActions } from '../owner/audit-log.ts';
import {
  api,
  type LegalPerson,
  makeOwner,
  signUpPerson,
  signUpProfessional,
  startLegalTestApp,
} from './legal-test-app.ts';
import {
  attorneyListing,
  deliverProfessionalNotices,
  signUpProfessionalAccount,
} from './professionals-test-kit.ts';

type ApiError = { code: string; fields?: { path: string }[] };

describeEachDatabase("the owner's verification queue", (getDb) => {
  let app: FastifyInstance;
  let config: Config;
  let owner: LegalPerson;
  beforeAll(async () => {
    ({ app, config } = await startLegalTestApp(getDb()));
    owner = await signUpPerson(app, getDb());
    await makeOwner(getDb(), owner.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const ownerApi = () => api(app, owner);
  const isListed = async (id: string) => {
    const page = await api(app, null)<SearchProfessionalsResponse>('GET', '/legal/professionals?limit=50');
    const profile = await api(app, null)('GET', `/legal/professionals/${id}`);
    const inSearch = page.body.professionals.some((entry) => entry.id === id);
    expect(profile.status === 200).toBe(inSearch);
    return inSearch;
  };
  const pendingLawyer = async (options: { locale?: string; barNumber?: string; name?: string } = {}) => {
    const lawyer = await signUpProfessionalAccount(app, { locale: options.locale });
    const saved = await api(app, lawyer)('PUT', '/legal/professional-profile', {
      ...attorneyListing({ full_name: options.name ?? 'Marisol Ortega' }),
      bar_admissions: [{ state: 'TX', bar_number: options.barNumber ?? `24${Date.now() % 1_000_000}` }],
    });
    expect(saved.status).toBe(200);
    return lawyer;
  };

  it('refuses every owner route to anyone without the owner role, with 401 when signed out', async () => {
    const person = await signUpPerson(app, getDb(), { fullProtection: true });
    const professional = await signUpProfessional(app, getDb());
    const target = await pendingLawyer();
    const routes: [string, string, object | undefined][] = [
      ['GET', '/owner/legal/professionals', undefined],
      ['POST', `/owner/legal/professionals/${target.id}/verify`, { source: 'Me', note: 'Trust me' }],
      ['POST', `/owner/legal/professionals/${target.id}/reject`, { reason: 'No' }],
      ['POST', `/owner/legal/professionals/${professional.id}/suspend`, { reason: 'No' }],
      ['POST', `/owner/legal/professionals/${professional.id}/reinstate`, undefined],
      // A professional trying to verify their own listing.
      ['POST', `/owner/legal/professionals/${target.id}/verify`, { source: 'Me', note: 'Trust me' }],
    ];
    for (const caller of [person, professional, target]) {
      for (const [method, path, body] of routes) {
        const result = await api(app, caller)<ApiError>(method as 'GET', path, body);
        expect(result.status, `${method} ${path}`).toBe(403);
        expect(result.body.code).toBe('owner_only');
      }
    }
    for (const [method, path, body] of routes) {
      expect((await api(app, null)(method as 'GET', path, body)).status).toBe(401);
    }
    const [row] = await getDb()
      .select()
      .from(legalProfessionals)
      .where(eq(legalProfessionals.userId, target.id));
    expect(row?.status).toBe('pending');
    expect(await listOwnerActions(getDb(), 'professional', target.id)).toEqual([]);
  });

  it('shows pending listings first, oldest first, with every bar admission and a warning for a number claimed twice', async () => {
    const first = await pendingLawyer({ barNumber: '11-22-33', name: 'First Claimant' });
    const second = await pendingLawyer({ barNumber: '112233', name: 'Second Claimant' });
    await signUpProfessional(app, getDb(), { status: 'verified' });
    const queue = await ownerApi()<ListProfessionalsQueueResponse>('GET', '/owner/legal/professionals');
    expect(queue.status).toBe(200);
    const states = queue.body.professionals.map((entry) => entry.listing_state);
    expect(states.indexOf('verified')).toBeGreaterThan(states.lastIndexOf('pending'));
    const pendingIds = queue.body.professionals
      .filter((entry) => entry.listing_state === 'pending')
      .map((e) => e.id);
    expect(pendingIds.indexOf(first.id)).toBeLessThan(pendingIds.indexOf(second.id));
    expect(queue.body.pending_count).toBeGreaterThanOrEqual(2);

    const firstEntry = queue.body.professionals.find((entry) => entry.id === first.id);
    expect(firstEntry).toMatchObject({
      account_email: first.email,
      bar_admissions: [
        {
          state: 'TX',
          bar_number: '11-22-33',
          claimed_elsewhere: [
            { professional_id: second.id, full_name: 'Second Claimant', listing_state: 'pending' },
          ],
        },
      ],
    });
    const onlyPending = await ownerApi()<ListProfessionalsQueueResponse>(
      'GET',
      '/owner/legal/professionals?listing_state=pending',
    );
    expect(onlyPending.body.professionals.every((entry) => entry.listing_state === 'pending')).toBe(true);
    expect((await ownerApi()('GET', '/owner/legal/professionals?listing_state=listed')).status).toBe(400);
  });

  it('verifies a listing with who checked, where and until when, lists it, audits it, and tells the professional once in their language', async () => {
    const lawyer = await pendingLawyer({ locale: 'es' });
    expect(await isListed(lawyer.id)).toBe(false);
    const before = Date.now();
    const verified = await ownerApi()<ProfessionalDecisionResponse>(
      'POST',
      `/owner/legal/professionals/${lawyer.id}/verify`,
      { source: 'State Bar of Texas attorney search', note: 'Active, eligible to practise; name matches.' },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.professional).toMatchObject({
      listing_state: 'verified',
      verification: { source: 'State Bar of Texas attorney search' },
      verification_note: 'Active, eligible to practise; name matches.',
      verified_by: owner.email,
    });
    const [row] = await getDb()
      .select()
      .from(legalProfessionals)
      .where(eq(legalProfessionals.userId, lawyer.id));
    expect(row?.verifiedBy).toBe(owner.id);
    const validMs = (row?.verificationExpiresAt?.getTime() ?? 0) - (row?.verifiedAt?.getTime() ?? 0);
    expect(validMs).toBe(VERIFICATION_VALID_DAYS * 86_400_000);
    expect(row?.verifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await isListed(lawyer.id)).toBe(true);

    const [audit] = await listOwnerActions(getDb(), 'professional', lawyer.id);
    expect(audit).toMatchObject({
      actorUserId: owner.id,
      action: 'professional.verify',
      detail: { from: 'pending', to: 'verified', source: 'State Bar of Texas attorney search' },
    });

    await deliverProfessionalNotices(getDb(), config);
    await deliverProfessionalNotices(getDb(), config);
    const messages = await listOutboxMessages(getDb(), { recipient: lawyer.email ?? '' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ locale: 'es', purpose: 'legal.professional-verified' });
    expect(messages[0]?.subject).toBe('Su perfil en Amparo está verificado');
    expect(messages[0]?.body).toContain('https://amparo.test/legal-hub/professional');
  });

  it('suspends a verified listing at once, reinstates it while its check holds, and each step is audited and told', async () => {
    const lawyer = await signUpProfessional(app, getDb());
    const suspended = await ownerApi()<ProfessionalDecisionResponse>(
      'POST',
      `/owner/legal/professionals/${lawyer.id}/suspend`,
      { reason: 'The state bar lists this licence as suspended.' },
    );
    expect(suspended.body.professional).toMatchObject({
      listing_state: 'suspended',
      status_reason: 'The state bar lists this licence as suspended.',
    });
    expect(await isListed(lawyer.id)).toBe(false);
    const own = await api(app, lawyer)<{ listing: { listing_state: string; status_reason: string } }>(
      'GET',
      '/legal/professional-profile',
    );
    expect(own.body.listing).toMatchObject({
      listing_state: 'suspended',
      status_reason: 'The state bar lists this licence as suspended.',
    });

    const reinstated = await ownerApi()<ProfessionalDecisionResponse>(
      'POST',
      `/owner/legal/professionals/${lawyer.id}/reinstate`,
    );
    expect(reinstated.body.professional.listing_state).toBe('verified');
    expect(await isListed(lawyer.id)).toBe(true);
    const actions = (await listOwnerActions(getDb(), 'professional', lawyer.id)).map((entry) => entry.action);
    expect(actions).toEqual(['professional.reinstate', 'professional.suspend']);

    await deliverProfessionalNotices(getDb(), config);
    const purposes = (await listOutboxMessages(getDb(), { recipient: lawyer.email ?? '' })).map(
      (m) => m.purpose,
    );
    // The suspension's notice was overtaken by the reinstatement before the worker ran: only what holds is told.
    expect(purposes).toEqual(['legal.professional-verified']);
  });

  it('sends a reinstated listing whose check ran out back to the queue', async () => {
    const lawyer = await signUpProfessional(app, getDb(), { status: 'suspended' });
    await getDb()
      .update(legalProfessionals)
      .set({
        verifiedAt: new Date(Date.now() - 400 * 86_400_000),
        verificationExpiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(legalProfessionals.userId, lawyer.id));
    const reinstated = await ownerApi()<ProfessionalDecisionResponse>(
      'POST',
      `/owner/legal/professionals/${lawyer.id}/reinstate`,
    );
    expect(reinstated.body.professional.listing_state).toBe('pending');
    expect(await isListed(lawyer.id)).toBe(false);
  });

  it('rejects a pending listing with a reason the professional reads, in their language', async () => {
    const lawyer = await pendingLawyer({ locale: 'ar' });
    const rejected = await ownerApi()<ProfessionalDecisionResponse>(
      'POST',
      `/owner/legal/professionals/${lawyer.id}/reject`,
      { reason: 'No Texas attorney has this bar number.' },
    );
    expect(rejected.body.professional).toMatchObject({
      listing_state: 'rejected',
      status_reason: 'No Texas attorney has this bar number.',
    });
    expect(await isListed(lawyer.id)).toBe(false);
    await deliverProfessionalNotices(getDb(), config);
    const [message] = await listOutboxMessages(getDb(), { recipient: lawyer.email ?? '' });
    expect(message).toMatchObject({ locale: 'ar', purpose: 'legal.professional-rejected' });
    expect(message?.body).toContain('No Texas attorney has this bar number.');
    const [audit] = await listOwnerActions(getDb(), 'professional', lawyer.id);
    expect(audit?.detail).toMatchObject({
      from: 'pending',
      to: 'rejected',
      reason: 'No Texas attorney has this bar number.',
    });
  });

  it('tells a phone-only professional by text message', async () => {
    const lawyer = await signUpProfessionalAccount(app, { locale: 'ht', phone: uniquePhone() });
    await api(app, lawyer)(
      'PUT',
      '/legal/professional-profile',
      attorneyListing({ full_name: 'Jean Baptiste' }),
    );
    await ownerApi()('POST', `/owner/legal/professionals/${lawyer.id}/verify`, {
      source: 'Florida Bar member search',
      note: 'Member in good standing.',
    });
    await deliverProfessionalNotices(getDb(), config);
    const messages = await listOutboxMessages(getDb(), { recipient: lawyer.phone ?? '' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', locale: 'ht', subject: null });
    expect(messages[0]?.body).toContain('Amparo: pwofil ou verifye');
  });

  it('refuses decisions that do not fit the state, an unknown id, its own listing and bad input', async () => {
    const pending = await pendingLawyer();
    const conflict = await ownerApi()<ApiError>('POST', `/owner/legal/professionals/${pending.id}/suspend`, {
      reason: 'Why not',
    });
    expect(conflict).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'professional_status_conflict' }),
    });
    expect((await ownerApi()('POST', `/owner/legal/professionals/${pending.id}/reinstate`)).status).toBe(409);
    const verified = await signUpProfessional(app, getDb());
    expect(
      (await ownerApi()('POST', `/owner/legal/professionals/${verified.id}/reject`, { reason: 'Late' }))
        .status,
    ).toBe(409);
    expect(await listOwnerActions(getDb(), 'professional', pending.id)).toEqual([]);

    const unknown = await ownerApi()<ApiError>(
      'POST',
      '/owner/legal/professionals/00000000-0000-4000-8000-000000000000/verify',
      { source: 'Bar', note: 'Checked' },
    );
    expect(unknown).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'professional_not_found' }),
    });
    // A person's account has no listing to decide about.
    const person = await signUpPerson(app, getDb());
    expect(
      (
        await ownerApi()('POST', `/owner/legal/professionals/${person.id}/verify`, {
          source: 'Bar',
          note: 'Me',
        })
      ).status,
    ).toBe(404);

    for (const body of [
      {},
      { source: '', note: 'Checked' },
      { source: 'Bar', note: '   ' },
      { source: 'Bar', note: 'x'.repeat(1001) },
      { source: 'Bar\u0000', note: 'Checked' },
      { source: 'Bar', note: 'Checked', verified_at: '2099-01-01' },
    ]) {
      const result = await ownerApi()('POST', `/owner/legal/professionals/${pending.id}/verify`, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await ownerApi()('POST', `/owner/legal/professionals/${pending.id}/reject`, { reason: '' })).status,
    ).toBe(400);
    expect(
      (await ownerApi()('POST', '/owner/legal/professionals/not-a-uuid/verify', { source: 'B', note: 'C' }))
        .status,
    ).toBe(400);
  });

  it('never lets an owner decide about their own listing', async () => {
    const ownerLawyer = await pendingLawyer();
    await makeOwner(getDb(), ownerLawyer.id);
    const result = await api(app, ownerLawyer)<ApiError>(
      'POST',
      `/owner/legal/professionals/${ownerLawyer.id}/verify`,
      { source: 'Myself', note: 'I am who I say' },
    );
    expect(result).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'cannot_decide_own_listing' }),
    });
  });
});
