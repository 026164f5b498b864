import { createHash } from 'node:crypto';
import type { PublicProfessional } from '@amparo/contract/legal/professional-models';
import type { SearchProfessionalsResponse } from '@amparo/contract/legal/search-professionals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  consultationRequests,
  consultationReviews,
  legalProfessionals,
} from '../../platform/db/schema/legal.ts';
import { vaultKeyrings } from '../../platform/db/schema/vault.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  api,
  type ProfessionalOverrides,
  signUpPerson,
  signUpProfessional,
  startLegalTestApp,
} from './legal-test-app.ts';
import { searchProfessionals } from './professionals-directory-service.ts';

type ApiError = { code: string };

describeEachDatabase('finding a lawyer', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });
  // Each test counts the listings it made: none left from another test.
  beforeEach(async () => {
    await getDb().delete(legalProfessionals);
  });

  const search = (query = '') =>
    api(app, null)<SearchProfessionalsResponse>('GET', `/legal/professionals${query ? `?${query}` : ''}`);
  const listedIds = async (query = '') => (await search(query)).body.professionals.map((entry) => entry.id);
  const professional = (overrides: ProfessionalOverrides = {}) => signUpProfessional(app, getDb(), overrides);
  // Days within the year the listings' checks hold: tomorrow and the day after, in UTC.
  const DAY_MS = 86_400_000;
  const startOfTomorrow = () => new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS);
  const at = (dayOffset: number, hours: number, minutes = 0) =>
    new Date(startOfTomorrow().getTime() + dayOffset * DAY_MS + (hours * 60 + minutes) * 60_000);
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);

  it('lists only verified listings whose check has not run out, signed out, in search and on the profile', async () => {
    const verified = await professional();
    const hidden = [
      await professional({ status: 'pending' }),
      await professional({ status: 'suspended' }),
      await professional({ status: 'rejected' }),
      await professional({ verificationExpiresAt: new Date(Date.now() - 1000) }),
      // Verified, but the accreditation the owner checked has since ended.
      await professional({ kind: 'accredited_representative', accreditationExpiresOn: '2001-01-01' }),
    ];
    expect(await listedIds()).toEqual([verified.id]);
    expect((await api(app, null)('GET', `/legal/professionals/${verified.id}`)).status).toBe(200);
    for (const listing of hidden) {
      const profile = await api(app, null)<ApiError>('GET', `/legal/professionals/${listing.id}`);
      expect(profile).toEqual({
        status: 404,
        body: expect.objectContaining({ code: 'professional_not_found' }),
      });
      // Not even when a signed-in account asks, the professional themselves included.
      expect((await api(app, listing)('GET', `/legal/professionals/${listing.id}`)).status).toBe(404);
    }
    const person = await signUpPerson(app, getDb());
    expect((await api(app, person)('GET', `/legal/professionals/${person.id}`)).status).toBe(404);
    expect(
      (await api(app, null)('GET', '/legal/professionals/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('filters by language, practice area, state (office or remote), remote only and fee model', async () => {
    const spanishHouston = await professional({
      languages: ['es', 'en'],
      practiceAreas: ['naturalization'],
      state: 'TX',
      offersRemote: false,
      feeModel: 'free',
    });
    const haitianRemote = await professional({
      languages: ['ht', 'fr'],
      practiceAreas: ['tps_daca'],
      state: 'FL',
      offersRemote: true,
      feeModel: 'sliding_scale',
    });
    const arabicHourly = await professional({
      languages: ['ar'],
      practiceAreas: ['naturalization', 'asylum_refugee'],
      state: 'MI',
      offersRemote: false,
      feeModel: 'hourly',
    });
    const sorted = (ids: string[]) => [...ids].sort();

    expect(await listedIds('language=es')).toEqual([spanishHouston.id]);
    expect(await listedIds('language=ht')).toEqual([haitianRemote.id]);
    expect(sorted(await listedIds('practice_area=naturalization'))).toEqual(
      sorted([spanishHouston.id, arabicHourly.id]),
    );
    // Texas: the Houston office, and the lawyer who consults remotely from Florida.
    expect(sorted(await listedIds('state=TX'))).toEqual(sorted([spanishHouston.id, haitianRemote.id]));
    expect(await listedIds('state=MI&remote_only=true')).toEqual([haitianRemote.id]);
    expect(await listedIds('fee_models=hourly')).toEqual([arabicHourly.id]);
    expect(sorted(await listedIds('low_cost=true'))).toEqual(sorted([spanishHouston.id, haitianRemote.id]));
    expect(await listedIds('low_cost=true&fee_models=free,hourly')).toEqual([spanishHouston.id]);
    expect(await listedIds('low_cost=true&fee_models=hourly')).toEqual([]);
    expect(await listedIds('language=ar&practice_area=naturalization&state=MI')).toEqual([arabicHourly.id]);
    expect(await listedIds('language=ar&state=TX')).toEqual([]);
  });

  it('orders by md5(id ‖ day), the same all day whatever the professionals change, and differently the next day', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1)
      ids.push((await professional({ fullName: `Lawyer ${index}` })).id);
    const dayOrder = (day: string) =>
      [...ids].sort((a, b) => {
        const keyA = createHash('md5').update(`${a}${day}`).digest('hex');
        const keyB = createHash('md5').update(`${b}${day}`).digest('hex');
        return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
      });
    const run = async (now: Date) =>
      (await searchProfessionals(getDb(), { query: {}, now })).professionals.map((entry) => entry.id);

    const monday = at(0, 9);
    const order = await run(monday);
    expect(order).toEqual(dayOrder(dayOf(monday)));
    expect(await run(at(0, 23, 59))).toEqual(order);

    // Everything a professional controls changes; their places do not.
    for (const [index, id] of ids.entries()) {
      await getDb()
        .update(legalProfessionals)
        .set({
          fullName: `${'A'.repeat(index + 1)} Renamed`,
          feeModel: index % 2 ? 'free' : 'hourly',
          city: 'Anywhere',
          bio: 'Pay to be first',
          updatedAt: new Date(),
        })
        .where(eq(legalProfessionals.userId, id));
    }
    expect(await run(monday)).toEqual(order);

    const tuesday = await run(at(1, 9));
    expect(tuesday).toEqual(dayOrder(dayOf(at(1, 9))));
    expect(tuesday).not.toEqual(order);
    expect((await search()).body.order_day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('pages with a keyset cursor that returns everyone exactly once, and keeps its day after midnight', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 23; index += 1) ids.push((await professional()).id);
    const evening = at(0, 23, 58);
    const first = await searchProfessionals(getDb(), { query: { limit: 5 }, now: evening });
    const seen = first.professionals.map((entry) => entry.id);
    let cursor = first.next_cursor;
    // The next pages are asked for after midnight: they follow the evening's order.
    const afterMidnight = at(1, 0, 5);
    while (cursor) {
      const page = await searchProfessionals(getDb(), { query: { limit: 5, cursor }, now: afterMidnight });
      expect(page.order_day).toBe(dayOf(evening));
      seen.push(...page.professionals.map((entry) => entry.id));
      cursor = page.next_cursor;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toEqual([...ids].sort());
    const whole = await searchProfessionals(getDb(), { query: { limit: 50 }, now: evening });
    expect(seen).toEqual(whole.professionals.map((entry) => entry.id));
    expect(whole.next_cursor).toBeNull();

    // Over HTTP, the same walk.
    const pages: string[] = [];
    let next: string | null = '';
    while (next !== null) {
      const page: { body: SearchProfessionalsResponse } = await search(
        `limit=7${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
      );
      pages.push(...page.body.professionals.map((entry) => entry.id));
      next = page.body.next_cursor;
    }
    expect([...pages].sort()).toEqual([...ids].sort());
  });

  it.each([
    ['a made-up cursor', 'cursor=abc'],
    ['a cursor with SQL in it', `cursor=${encodeURIComponent("2030-03-04.' or 1=1 --")}`],
    ['an unknown language', 'language=xx'],
    ['an emoji for a language', `language=${encodeURIComponent('🇪🇸')}`],
    ['an unknown fee model', 'fee_models=free,expensive'],
    ['a limit too large', 'limit=500'],
    ['a limit that is not a number', 'limit=ten'],
    ['remote as a word', 'remote_only=yes'],
    ['a state that is not one', 'state=Texas'],
  ])('answers 400 for %s', async (_what, query) => {
    const result = await search(query);
    expect(result.status).toBe(400);
  });

  it('shows a profile with what was checked, published reviews only, and the vault key once there is one', async () => {
    const lawyer = await professional({ fullName: 'Marisol Ortega' });
    const person = await signUpPerson(app, getDb());
    const reviews: { rating: number; status: 'published' | 'pending' | 'rejected'; text: string }[] = [
      { rating: 5, status: 'published', text: 'Clear and kind.' },
      { rating: 4, status: 'published', text: 'Helpful.' },
      { rating: 1, status: 'pending', text: 'Not moderated yet.' },
      { rating: 1, status: 'rejected', text: 'Rejected by the owner.' },
    ];
    for (const review of reviews) {
      const [consultation] = await getDb()
        .insert(consultationRequests)
        .values({
          clientUserId: person.id,
          professionalUserId: lawyer.id,
          topic: 'naturalization',
          message: 'Help',
          status: 'done',
        })
        .returning();
      if (!consultation) throw new Error('no consultation');
      await getDb()
        .insert(consultationReviews)
        .values({
          consultationId: consultation.id,
          clientUserId: person.id,
          professionalUserId: lawyer.id,
          ...review,
        });
    }
    const profile = await api(app, null)<PublicProfessional>('GET', `/legal/professionals/${lawyer.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: lawyer.id,
      full_name: 'Marisol Ortega',
      bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
      verification: { source: 'State Bar of Texas attorney search' },
      rating: { average: 4.5, count: 2 },
      public_key: null,
    });
    expect(profile.body.reviews.map((review) => review.text).sort()).toEqual(['Clear and kind.', 'Helpful.']);
    expect(profile.body.reviews[0]?.created_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(profile.body)).not.toContain(person.id);

    await getDb().insert(vaultKeyrings).values({
      userId: lawyer.id,
      kdfSalt: 'c2FsdA',
      kdfMemoryKib: 65536,
      kdfIterations: 3,
      kdfParallelism: 1,
      wrappedByPassphrase: 'd3JhcA',
      wrappedByRecovery: 'd3JhcA',
      publicKey: 'BPublicKeyBase64Url',
      wrappedPrivateKey: 'd3JhcA',
    });
    const withKey = await api(app, null)<PublicProfessional>('GET', `/legal/professionals/${lawyer.id}`);
    expect(withKey.body.public_key).toBe('BPublicKeyBase64Url');

    const page = await search();
    expect(page.body.professionals[0]).toMatchObject({ id: lawyer.id, rating: { average: 4.5, count: 2 } });
    expect(page.body.professionals[0]).not.toHaveProperty('bio');
  });

  it('answers 400 for an id that is not a uuid', async () => {
    expect((await api(app, null)('GET', '/legal/professionals/not-a-uuid')).status).toBe(400);
  });
});
