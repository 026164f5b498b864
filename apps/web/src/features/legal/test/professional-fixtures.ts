import type { OwnProfessionalListing } from '@amparo/contract/legal/get-professional-profile';
import type { ProfessionalSummary, PublicProfessional } from '@amparo/contract/legal/professional-models';
import type { SearchProfessionalsResponse } from '@amparo/contract/legal/search-professionals';

// Professionals as the API returns them, for the legal screens' tests.

export const LAWYER_ID = '00000000-0000-4000-8000-00000000c0a1';

export function summary(changes: Partial<ProfessionalSummary> = {}): ProfessionalSummary {
  return {
    id: LAWYER_ID,
    kind: 'attorney',
    full_name: 'Marisol Ortega',
    recognized_organization: null,
    languages: ['es', 'en'],
    practice_areas: ['naturalization', 'family_petitions'],
    city: 'San Antonio',
    state: 'TX',
    offers_remote: true,
    fee_model: 'hourly',
    fee_min_cents: 15_000,
    fee_max_cents: 25_000,
    first_consultation_cents: 0,
    bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
    verification: {
      verified_at: '2026-03-02T15:00:00.000Z',
      expires_at: '2027-03-02T15:00:00.000Z',
      source: 'State Bar of Texas attorney search',
    },
    rating: { average: 4.5, count: 2 },
    ...changes,
  };
}

export function page(
  professionals: ProfessionalSummary[],
  nextCursor: string | null = null,
): SearchProfessionalsResponse {
  return { professionals, next_cursor: nextCursor, order_day: '2026-11-26' };
}

export function publicProfessional(changes: Partial<PublicProfessional> = {}): PublicProfessional {
  return {
    ...summary(),
    bio: 'Fifteen years helping families.',
    website: 'https://ortega-law.example.com',
    public_key: null,
    reviews: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        rating: 5,
        text: 'Clear and kind.',
        language: 'en',
        created_on: '2026-10-01',
      },
    ],
    ...changes,
  };
}

export function ownListing(changes: Partial<OwnProfessionalListing> = {}): OwnProfessionalListing {
  const { rating: _rating, verification, ...rest } = summary();
  return {
    ...rest,
    accreditation_expires_on: null,
    bio: '',
    website: null,
    listing_state: 'pending',
    status_reason: null,
    submitted_at: '2026-11-20T12:00:00.000Z',
    verification: null,
    updated_at: '2026-11-20T12:00:00.000Z',
    ...changes,
    ...(changes.verification === undefined && changes.listing_state === 'verified' ? { verification } : {}),
  };
}
