import type { CreateListingReportResponse } from '@amparo/contract/legal/create-listing-report';
import type { ListLegalOrganizationsResponse } from '@amparo/contract/legal/list-legal-organizations';
import type {
  OwnerListingReport,
  OwnerListListingReportsResponse,
} from '@amparo/contract/legal/owner-list-listing-reports';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { consultationRequests, consultationReviews, listingReports } from '../../platform/db/schema/legal.ts';
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
import { seedLegalRegistry } from './registry-seed.ts';
import { REPORT_RATE_LIMIT_PER_ACCOUNT, REPORT_RATE_LIMIT_PER_ADDRESS } from './reports-rate-limits.ts';

async function writeReview(
  db: Database,
  input: { clientId: string; professionalId: string; status: 'pending' | 'published' | 'rejected' },
): Promise<string> {
  const [consultation] = await db
    .insert(consultationRequests)
    .values({
      clientUserId: input.clientId,
      professionalUserId: input.professionalId,
      topic: 'naturalization',
      message: 'Help with my N-400',
      status: 'done',
    })
    .returning({ id: consultationRequests.id });
  const [review] = await db
    .insert(consultationReviews)
    .values({
      consultationId: consultation?.id ?? '',
      clientUserId: input.clientId,
      professionalUserId: input.professionalId,
      rating: 5,
      text: 'Clear and kind.',
      status: input.status,
    })
    .returning({ id: consultationReviews.id });
  return review?.id ?? '';
}

describeEachDatabase('reports about listings', (getDb) => {
  let app: FastifyInstance;
  let owner: LegalPerson;
  let person: LegalPerson;
  let organizationId: string;

  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
    await seedLegalRegistry(getDb());
    owner = await signUpPerson(app, getDb());
    await makeOwner(getDb(), owner.id);
    person = await signUpPerson(app, getDb());
    const registry = await api(app, null)<ListLegalOrganizationsResponse>(
      'GET',
      '/legal/organizations?q=raices',
    );
    organizationId = registry.body.organizations[0]?.id ?? '';
    return () => app.close();
  });

  const report = (caller: LegalPerson | null, body: Record<string, unknown>) =>
    api(app, caller)<CreateListingReportResponse & { code?: string }>('POST', '/legal/reports', {
      reason: 'notario',
      details: 'Asked for $2,000 cash to "fix my papers".',
      ...body,
    });

  it('takes a report signed out or signed in, about anything the public can see', async () => {
    const listed = await signUpProfessional(app, getDb());
    const review = await writeReview(getDb(), {
      clientId: person.id,
      professionalId: listed.id,
      status: 'published',
    });

    const anonymous = await report(null, { target_kind: 'organization', target_id: organizationId });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.status).toBe('open');
    expect(Object.keys(anonymous.body).sort()).toEqual(['created_at', 'id', 'status']);
    expect((await report(person, { target_kind: 'professional', target_id: listed.id })).status).toBe(201);
    expect(
      (await report(person, { target_kind: 'review', target_id: review, reason: 'offensive' })).status,
    ).toBe(201);

    const [stored] = await getDb()
      .select()
      .from(listingReports)
      .where(eq(listingReports.id, anonymous.body.id));
    expect(stored).toMatchObject({ reporterUserId: null, reason: 'notario', targetKind: 'organization' });
  });

  it('answers 404 for a target the public cannot see, exactly as for one that does not exist', async () => {
    const pending = await signUpProfessional(app, getDb(), { status: 'pending' });
    const suspended = await signUpProfessional(app, getDb(), { status: 'suspended' });
    const expired = await signUpProfessional(app, getDb(), {
      verificationExpiresAt: new Date(Date.now() - 1000),
    });
    const listed = await signUpProfessional(app, getDb());
    const unpublished = await writeReview(getDb(), {
      clientId: person.id,
      professionalId: listed.id,
      status: 'pending',
    });
    const aboutSuspended = await writeReview(getDb(), {
      clientId: person.id,
      professionalId: suspended.id,
      status: 'published',
    });
    const created = await api(app, owner)<{ id: string }>('POST', '/owner/legal/organizations', {
      name: 'Hidden Test Clinic',
      kind: 'nonprofit',
      description: { en: 'Hidden.' },
      website: 'https://hidden.example.org',
      phone: null,
      phone_hours: null,
      languages: ['en'],
      states: ['US'],
      services: ['legal_representation'],
    });
    await api(app, owner)('POST', `/owner/legal/organizations/${created.body.id}/visibility`, {
      hidden: true,
    });

    for (const [kind, id] of [
      ['professional', pending.id],
      ['professional', suspended.id],
      ['professional', expired.id],
      ['professional', person.id],
      ['review', unpublished],
      ['review', aboutSuspended],
      ['organization', created.body.id],
      ['organization', listed.id],
      ['professional', organizationId],
      ['review', crypto.randomUUID()],
    ] as const) {
      const response = await report(null, { target_kind: kind, target_id: id });
      expect(response.status, `${kind} ${id}`).toBe(404);
      expect(response.body.code).toBe('report_target_not_found');
    }
  });

  it('refuses bad input with 400 and a token that is sent but not valid with 401', async () => {
    for (const body of [
      { target_kind: 'lawyer', target_id: organizationId },
      { target_kind: 'organization', target_id: 'not-a-uuid' },
      { target_kind: 'organization', target_id: organizationId, reason: 'spite' },
      { target_kind: 'organization', target_id: organizationId, details: 'x'.repeat(1001) },
      { target_kind: 'organization', target_id: organizationId, details: 'null\u0000byte' },
      { target_kind: 'organization', target_id: organizationId, details: 42 },
    ]) {
      expect((await report(null, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const forged = { ...person, token: `${person.token}x` };
    expect((await report(forged, { target_kind: 'organization', target_id: organizationId })).status).toBe(
      401,
    );
  });

  it('limits reports per network address and per account', async () => {
    const send = (address: string, token: string | null) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/legal/reports',
        headers: { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: { target_kind: 'organization', target_id: organizationId, reason: 'other' },
      });
    for (let index = 0; index < REPORT_RATE_LIMIT_PER_ADDRESS.limit; index += 1) {
      expect((await send('192.0.2.10', null)).statusCode).toBe(201);
    }
    const limited = await send('192.0.2.10', null);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await send('192.0.2.11', null)).statusCode).toBe(201);

    const busy = await signUpPerson(app, getDb());
    for (let index = 0; index < REPORT_RATE_LIMIT_PER_ACCOUNT.limit; index += 1) {
      expect((await send(`198.51.100.${index}`, busy.token)).statusCode).toBe(201);
    }
    expect((await send('198.51.100.200', busy.token)).statusCode).toBe(429);
  });

  it('reaches the owner’s queue, open first with the target’s name, and closes with a note, audited', async () => {
    const fresh = await report(null, {
      target_kind: 'organization',
      target_id: organizationId,
      reason: 'wrong_information',
    });
    const queue = await api(app, owner)<OwnerListListingReportsResponse>('GET', '/owner/legal/reports');
    expect(queue.status).toBe(200);
    const statuses = queue.body.reports.map((item) => item.status);
    expect(statuses.indexOf('open')).toBe(0);
    const item = queue.body.reports.find((entry) => entry.id === fresh.body.id);
    expect(item?.target).toMatchObject({
      kind: 'organization',
      id: organizationId,
      name: 'RAICES (Refugee and Immigrant Center for Education and Legal Services)',
      publicly_visible: true,
    });
    expect(item).toMatchObject({ signed_in: false, reason: 'wrong_information' });
    expect(queue.body.open_count).toBe(statuses.filter((status) => status === 'open').length);

    const closed = await api(app, owner)<OwnerListingReport>(
      'POST',
      `/owner/legal/reports/${fresh.body.id}/resolution`,
      {
        outcome: 'dismissed',
        note: 'The website and services match the organization’s own pages.',
      },
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'dismissed', resolved_by: owner.email });
    const again = await api(app, owner)<{ code: string }>(
      'POST',
      `/owner/legal/reports/${fresh.body.id}/resolution`,
      {
        outcome: 'resolved',
        note: 'Twice',
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('report_already_closed');
    expect(
      (await listOwnerActions(getDb(), 'listing_report', fresh.body.id)).map((row) => row.action),
    ).toEqual(['report.dismiss']);

    const onlyOpen = await api(app, owner)<OwnerListListingReportsResponse>(
      'GET',
      '/owner/legal/reports?status=open',
    );
    expect(onlyOpen.body.reports.every((entry) => entry.status === 'open')).toBe(true);
    expect(onlyOpen.body.reports.some((entry) => entry.id === fresh.body.id)).toBe(false);
    expect(
      (
        await api(app, owner)('POST', `/owner/legal/reports/${crypto.randomUUID()}/resolution`, {
          outcome: 'resolved',
          note: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(app, owner)('POST', `/owner/legal/reports/${fresh.body.id}/resolution`, {
          outcome: 'resolved',
          note: '',
        })
      ).status,
    ).toBe(400);
  });

  it('keeps the queue from everyone but the owner', async () => {
    const professional = await signUpProfessional(app, getDb());
    const [open] = (
      await api(app, owner)<OwnerListListingReportsResponse>('GET', '/owner/legal/reports?status=open')
    ).body.reports;
    for (const caller of [person, professional]) {
      expect((await api(app, caller)('GET', '/owner/legal/reports')).status).toBe(403);
      expect(
        (
          await api(app, caller)('POST', `/owner/legal/reports/${open?.id}/resolution`, {
            outcome: 'dismissed',
            note: 'Not mine to close',
          })
        ).status,
      ).toBe(403);
    }
    expect((await api(app, null)('GET', '/owner/legal/reports')).status).toBe(401);
    const still = (
      await api(app, owner)<OwnerListListingReportsResponse>('GET', '/owner/legal/reports')
    ).body.reports.find((entry) => entry.id === open?.id);
    expect(still?.status).toBe('open');
  });
});
