import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  EMPTY_LISTING_FORM,
  type ListingFormValues,
  toListingFormValues,
  ZListingForm,
} from './listing-form-values.ts';

const complete: ListingFormValues = {
  ...EMPTY_LISTING_FORM,
  full_name: 'Marisol Ortega',
  bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
  languages: ['es', 'en'],
  practice_areas: ['naturalization'],
  city: 'San Antonio',
  state: 'TX',
  fee_model: 'hourly',
  fee_min_cents: '150',
  fee_max_cents: '$250.50',
  first_consultation: 'paid',
  first_consultation_cents: '٧٥',
  website: 'https://ortega-law.example.com',
};

describe('the listing form', () => {
  it('reads dollars as people type them', () => {
    expect(dollarsToCents('150')).toBe(15_000);
    expect(dollarsToCents(' $1,500.5 ')).toBe(150_050);
    expect(dollarsToCents('١٥٠')).toBe(15_000);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('12.345')).toBeNaN();
    expect(dollarsToCents('ten')).toBeNaN();
    expect(centsToDollars(15_050)).toBe('150.50');
    expect(centsToDollars(15_000)).toBe('150');
  });

  it('sends cents, and only the fields of the kind and fee model chosen', () => {
    const parsed = ZListingForm.parse(complete);
    expect(parsed).toMatchObject({
      fee_min_cents: 15_000,
      fee_max_cents: 25_050,
      first_consultation_cents: 7_500,
      recognized_organization: null,
      bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
    });
    const representative = ZListingForm.parse({
      ...complete,
      kind: 'accredited_representative',
      recognized_organization: 'Example Immigrant Services',
      fee_model: 'free',
      first_consultation: 'unsaid',
    });
    expect(representative).toMatchObject({
      bar_admissions: [],
      fee_min_cents: null,
      fee_max_cents: null,
      first_consultation_cents: null,
    });
  });

  it('puts each problem on the field that has it', () => {
    const result = ZListingForm.safeParse({
      ...complete,
      bar_admissions: [{ state: '', bar_number: '' }],
      fee_min_cents: 'a lot',
      first_consultation_cents: '',
      website: 'http://insecure.example.com',
      languages: [],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'bar_admissions.0.state',
        'bar_admissions.0.bar_number',
        'fee_min_cents',
        'first_consultation_cents',
        'website',
        'languages',
      ]),
    );
    // The rules across fields follow once each field is right.
    const noBar = ZListingForm.safeParse({ ...complete, bar_admissions: [] });
    expect(noBar.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bar_admissions', 'bar_admission_required'],
    ]);
  });

  it('shows a saved listing in dollars, and a new one empty', () => {
    expect(toListingFormValues(null)).toBe(EMPTY_LISTING_FORM);
    const values = toListingFormValues({
      ...ZListingForm.parse(complete),
      id: '00000000-0000-4000-8000-000000000000',
      bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
      listing_state: 'pending',
      status_reason: null,
      submitted_at: '2026-01-01T00:00:00Z',
      verification: null,
      updated_at: '2026-01-01T00:00:00Z',
    });
    expect(values).toMatchObject({
      fee_max_cents: '250.50',
      first_consultation: 'paid',
      first_consultation_cents: '75',
    });
  });
});
