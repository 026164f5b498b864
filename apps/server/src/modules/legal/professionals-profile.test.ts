import type { GetProfessionalProfileResponse } from '@amparo/contract/legal/get-professional-profile';
import type { PutProfessionalProfileResponse } from '@amparo/contract/legal/put-professional-profile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { legalBarAdmissions, legalProfessionals } from '../../platform/db/schema/legal.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, signUpPerson, signUpProfessional, startLegalTestApp } from './legal-test-app.ts';
import { attorneyListing, signUpProfessionalAccount } from './professionals-test-kit.ts';

type ApiError = { code: string; fields?: { path: string; message: string }[] };

describeEachDatabase("a professional's own listing", (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedRow = async (userId: string) => {
    const [row] = await getDb()
      .select()
      .from(legalProfessionals)
      .where(eq(legalProfessionals.userId, userId));
    return row;
  };

  it("refuses a person's account: no listing can be created or read", async () => {
    const person = await signUpPerson(app, getDb(), { fullProtection: true });
    const read = await api(app, person)<ApiError>('GET', '/legal/professional-profile');
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('professional_account_required');
    const write = await api(app, person)<ApiError>('PUT', '/legal/professional-profile', attorneyListing());
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('professional_account_required');
    expect(await storedRow(person.id)).toBeUndefined();
    expect((await api(app, null)('GET', '/legal/professional-profile')).status).toBe(401);
  });

  it('starts with no listing, and a saved one waits for the check whatever status the client claims', async () => {
    const lawyer = await signUpProfessionalAccount(app);
    expect(await api(app, lawyer)('GET', '/legal/professional-profile')).toEqual({
      status: 200,
      body: { listing: null },
    });
    const saved = await api(app, lawyer)<PutProfessionalProfileResponse>(
      'PUT',
      '/legal/professional-profile',
      {
        ...attorneyListing(),
        // None of these is the professional's to set.
        status: 'verified',
        listing_state: 'verified',
        verified_at: '2026-01-01T00:00:00Z',
        verified_by: lawyer.id,
        verification_source: 'Myself',
        verification_expires_at: '2099-01-01T00:00:00Z',
        verification: {
          verified_at: '2026-01-01T00:00:00Z',
          expires_at: '2099-01-01T00:00:00Z',
          source: 'me',
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.listing).toMatchObject({
      id: lawyer.id,
      listing_state: 'pending',
      verification: null,
      full_name: 'Marisol Ortega',
      bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
      fee_min_cents: 15_000,
      fee_max_cents: 25_000,
      website: 'https://ortega-law.example.com',
    });
    const row = await storedRow(lawyer.id);
    expect(row).toMatchObject({
      status: 'pending',
      verifiedAt: null,
      verifiedBy: null,
      verificationExpiresAt: null,
    });
    const read = await api(app, lawyer)<GetProfessionalProfileResponse>('GET', '/legal/professional-profile');
    expect(read.body.listing).toEqual(saved.body.listing);
  });

  it('keeps a verified listing listed after a change of fees or bio, and sends it back to pending when who they are changes', async () => {
    const lawyer = await signUpProfessional(app, getDb(), {
      fullName: 'Marisol Ortega',
      barAdmissions: [{ state: 'TX', barNumber: '24012345' }],
    });
    const put = (body: object) =>
      api(app, lawyer)<PutProfessionalProfileResponse>('PUT', '/legal/professional-profile', body);

    const fees = await put(attorneyListing({ fee_model: 'free', bio: 'Now free of charge.' }));
    expect(fees.body.listing.listing_state).toBe('verified');
    expect(fees.body.listing.fee_min_cents).toBeNull();
    expect((await api(app, null)('GET', `/legal/professionals/${lawyer.id}`)).status).toBe(200);

    // The same number written another way is the same licence.
    const formatted = await put(
      attorneyListing({ bar_admissions: [{ state: 'TX', bar_number: '24-012 345' }] }),
    );
    expect(formatted.body.listing.listing_state).toBe('verified');

    const renumbered = await put(
      attorneyListing({ bar_admissions: [{ state: 'TX', bar_number: '99999999' }] }),
    );
    expect(renumbered.body.listing.listing_state).toBe('pending');
    expect(renumbered.body.listing.verification).toBeNull();
    expect((await api(app, null)('GET', `/legal/professionals/${lawyer.id}`)).status).toBe(404);
  });

  it.each([
    ['the name', { full_name: 'Marisol Ortega-Ruiz' }],
    ['the kind', { kind: 'accredited_representative', recognized_organization: 'Example Legal Services' }],
    [
      'a second bar admission',
      {
        bar_admissions: [
          { state: 'TX', bar_number: '24012345' },
          { state: 'NY', bar_number: '5551234' },
        ],
      },
    ],
  ])('sends a verified listing back to pending when %s changes', async (_what, change) => {
    const lawyer = await signUpProfessional(app, getDb(), {
      fullName: 'Marisol Ortega',
      barAdmissions: [{ state: 'TX', barNumber: '24012345' }],
    });
    const result = await api(app, lawyer)<PutProfessionalProfileResponse>(
      'PUT',
      '/legal/professional-profile',
      attorneyListing(change as never),
    );
    expect(result.status).toBe(200);
    expect(result.body.listing.listing_state).toBe('pending');
  });

  it('sends a corrected rejected listing back to the queue, and never lifts a suspension', async () => {
    const rejected = await signUpProfessional(app, getDb(), {
      fullName: 'Marisol Ortega',
      status: 'rejected',
      barAdmissions: [{ state: 'TX', barNumber: '24012345' }],
    });
    await getDb()
      .update(legalProfessionals)
      .set({ statusReason: 'The bar number belongs to someone else.' })
      .where(eq(legalProfessionals.userId, rejected.id));
    const seen = await api(app, rejected)<GetProfessionalProfileResponse>(
      'GET',
      '/legal/professional-profile',
    );
    expect(seen.body.listing).toMatchObject({
      listing_state: 'rejected',
      status_reason: 'The bar number belongs to someone else.',
    });
    const bio = await api(app, rejected)<PutProfessionalProfileResponse>(
      'PUT',
      '/legal/professional-profile',
      attorneyListing({ bio: 'A new bio.' }),
    );
    expect(bio.body.listing.listing_state).toBe('rejected');
    const fixed = await api(app, rejected)<PutProfessionalProfileResponse>(
      'PUT',
      '/legal/professional-profile',
      attorneyListing({ bar_admissions: [{ state: 'TX', bar_number: '24099999' }] }),
    );
    expect(fixed.body.listing).toMatchObject({ listing_state: 'pending', status_reason: null });

    const suspended = await signUpProfessional(app, getDb(), { status: 'suspended' });
    const edited = await api(app, suspended)<PutProfessionalProfileResponse>(
      'PUT',
      '/legal/professional-profile',
      attorneyListing({ full_name: 'Someone Else' }),
    );
    expect(edited.body.listing.listing_state).toBe('suspended');
  });

  it('says when a verification has run out', async () => {
    const lawyer = await signUpProfessional(app, getDb(), {
      verificationExpiresAt: new Date(Date.now() - 60_000),
    });
    const read = await api(app, lawyer)<GetProfessionalProfileResponse>('GET', '/legal/professional-profile');
    expect(read.body.listing?.listing_state).toBe('expired');
    expect(read.body.listing?.verification?.source).toBe('State Bar of Texas attorney search');
  });

  it('stores only what fits the kind: no bar numbers for a representative, no organisation for an attorney', async () => {
    const representative = await signUpProfessionalAccount(app);
    const saved = await api(app, representative)<PutProfessionalProfileResponse>(
      'PUT',
      '/legal/professional-profile',
      attorneyListing({
        kind: 'accredited_representative',
        recognized_organization: 'Example Immigrant Services',
        accreditation_expires_on: '2027-06-30',
        fee_model: 'free',
        website: '',
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.listing).toMatchObject({
      bar_admissions: [],
      recognized_organization: 'Example Immigrant Services',
      accreditation_expires_on: '2027-06-30',
      fee_min_cents: null,
      fee_max_cents: null,
      website: null,
    });
    const admissions = await getDb()
      .select()
      .from(legalBarAdmissions)
      .where(eq(legalBarAdmissions.professionalUserId, representative.id));
    expect(admissions).toEqual([]);

    const attorney = await signUpProfessionalAccount(app);
    const attorneySaved = await api(app, attorney)<PutProfessionalProfileResponse>(
      'PUT',
      '/legal/professional-profile',
      attorneyListing({ recognized_organization: 'Should not stay', accreditation_expires_on: '2027-01-01' }),
    );
    expect(attorneySaved.body.listing).toMatchObject({
      recognized_organization: null,
      accreditation_expires_on: null,
    });
  });

  it.each([
    ['an attorney without a bar admission', { bar_admissions: [] }, 'bar_admissions'],
    [
      'a representative without an organisation',
      { kind: 'accredited_representative', recognized_organization: null },
      'recognized_organization',
    ],
    ['a website over http', { website: 'http://ortega-law.example.com' }, 'website'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['an hourly fee without a range', { fee_min_cents: null }, 'fee_min_cents'],
    ['a range upside down', { fee_min_cents: 30_000, fee_max_cents: 10_000 }, 'fee_max_cents'],
    ['a negative fee', { first_consultation_cents: -1 }, 'first_consultation_cents'],
    ['a fee in dollars with cents', { first_consultation_cents: 12.5 }, 'first_consultation_cents'],
    ['no language', { languages: [] }, 'languages'],
    ['the same language twice', { languages: ['es', 'es'] }, 'languages'],
    ['a language nobody lists', { languages: ['xx'] }, 'languages.0'],
    ['an emoji for a language', { languages: ['🇪🇸'] }, 'languages.0'],
    ['an unknown practice area', { practice_areas: ['tax'] }, 'practice_areas.0'],
    ['an unknown state', { state: 'ZZ' }, 'state'],
    [
      'the same state twice',
      {
        bar_admissions: [
          { state: 'TX', bar_number: '1' },
          { state: 'TX', bar_number: '2' },
        ],
      },
      'bar_admissions',
    ],
    [
      'a bar number with symbols',
      { bar_admissions: [{ state: 'TX', bar_number: '<script>' }] },
      'bar_admissions.0.bar_number',
    ],
    ['an empty name', { full_name: '   ' }, 'full_name'],
    ['a huge name', { full_name: 'M'.repeat(121) }, 'full_name'],
    ['a huge bio', { bio: 'b'.repeat(2001) }, 'bio'],
    ['a name with a NUL', { full_name: 'Mari\u0000sol' }, null],
    ['a name that is a number', { full_name: 42 }, 'full_name'],
    ['remote as a string', { offers_remote: 'yes' }, 'offers_remote'],
    [
      'a date that is not one',
      {
        kind: 'accredited_representative',
        recognized_organization: 'X',
        accreditation_expires_on: '2027-13-45',
      },
      'accreditation_expires_on',
    ],
    [
      'an accreditation that has ended',
      {
        kind: 'accredited_representative',
        recognized_organization: 'X',
        accreditation_expires_on: '2001-01-01',
      },
      'accreditation_expires_on',
    ],
    ['an invisible name', { full_name: '\u200B\u200B' }, 'full_name'],
    ['a name that displays reversed', { full_name: 'Ana \u202Eredna\u202C' }, 'full_name'],
    ['a city of symbols only', { city: '---' }, 'city'],
  ])('answers 400 for %s', async (_what, change, field) => {
    const lawyer = await signUpProfessionalAccount(app);
    const result = await api(app, lawyer)<ApiError>('PUT', '/legal/professional-profile', {
      ...attorneyListing(),
      ...change,
    });
    expect(result.status).toBe(400);
    if (field) expect(result.body.fields?.map((entry) => entry.path)).toContain(field);
    expect(await storedRow(lawyer.id)).toBeUndefined();
  });

  it('answers 400 for a body that is not an object', async () => {
    const lawyer = await signUpProfessionalAccount(app);
    expect((await api(app, lawyer)('PUT', '/legal/professional-profile', [1, 2])).status).toBe(400);
    expect((await api(app, lawyer)('PUT', '/legal/professional-profile', {})).status).toBe(400);
  });
});
