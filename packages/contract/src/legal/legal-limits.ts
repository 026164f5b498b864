// The legal-help area (issue 13): the words every part of it shares — the browser's filters and forms, the
// server's checks and the database's columns all use these lists, so a value one offers is one the others accept.

/** Who may give immigration legal advice (8 CFR 1292.1): a licensed attorney, or a DOJ-accredited representative. */
export const PROFESSIONAL_KINDS = ['attorney', 'accredited_representative'] as const;
export type ProfessionalKind = (typeof PROFESSIONAL_KINDS)[number];

/** The practice areas a person filters by and a professional lists (issue 13, point 1). */
export const PRACTICE_AREAS = [
  'family_petitions',
  'naturalization',
  'green_card_renewals',
  'visas',
  'asylum_refugee',
  'removal_defense',
  'tps_daca',
  'employment_based',
  'consular_processing',
] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

export const FEE_MODELS = ['free', 'sliding_scale', 'flat_fee', 'hourly'] as const;
export type FeeModel = (typeof FEE_MODELS)[number];

/** The fee models /legal-aid shows: free and low-cost help. */
export const LOW_COST_FEE_MODELS = ['free', 'sliding_scale'] as const satisfies readonly FeeModel[];

/**
 * A professional's listing: waiting for the owner's check, verified (listed), suspended by the owner, or rejected.
 * A verification lasts VERIFICATION_VALID_DAYS; past that it counts as expired and the listing is hidden until the
 * owner checks again. Only `verified` and not expired is ever shown to the public.
 */
export const PROFESSIONAL_STATUSES = ['pending', 'verified', 'suspended', 'rejected'] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

/** What a professional's own screen says about their listing: the stored status, with `expired` derived. */
export const PROFESSIONAL_LISTING_STATES = [...PROFESSIONAL_STATUSES, 'expired'] as const;
export type ProfessionalListingState = (typeof PROFESSIONAL_LISTING_STATES)[number];

/** A bar licence can lapse or be suspended: the owner checks each listing again at least once a year. */
export const VERIFICATION_VALID_DAYS = 365;

/**
 * US states, the District of Columbia and the territories with their own bar, by USPS code. Bar admissions and
 * a professional's office use these; the registry's coverage also uses `US` for "the whole country".
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** Registry coverage: a state, or the whole country. */
export const NATIONWIDE = 'US' as const;

/**
 * Languages a professional or an organisation may list, as ISO 639-1 codes: the app's seven first, then those
 * most spoken by immigrants in the United States. Screens name them with `Intl.DisplayNames` in the reader's own
 * language, so no list of language names needs translating.
 */
export const SERVICE_LANGUAGE_CODES = [
  'en',
  'es',
  'ht',
  'pt',
  'fr',
  'ar',
  'ur',
  'zh',
  'vi',
  'tl',
  'ko',
  'ru',
  'hi',
  'bn',
  'pa',
  'fa',
  'ps',
  'so',
  'am',
  'ti',
  'uk',
  'pl',
  'ne',
  'my',
  'sw',
  'yo',
  'ig',
  'ja',
  'it',
  'de',
  'el',
  'he',
  'tr',
  'hy',
  'km',
  'lo',
  'gu',
  'te',
  'ta',
  'ml',
  'sq',
  'ro',
  'ka',
  'uz',
  'ky',
  'mn',
  'qu',
  'ff',
  'wo',
  'ln',
  'rw',
  'asl',
] as const;
export type ServiceLanguageCode = (typeof SERVICE_LANGUAGE_CODES)[number];

export const CONSULTATION_STATUSES = [
  /** Sent by the person, waiting for the professional. */
  'requested',
  /** The professional proposed another time; waiting for the person. */
  'time_proposed',
  'accepted',
  'declined',
  /** The consultation took place; the person may now leave one review. */
  'done',
  /** Ended by the professional without taking place (after accepting), or by the person. */
  'closed',
  /** Withdrawn by the person before it took place. */
  'cancelled',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What an entry in the registry of legal services is. */
export const LEGAL_SERVICE_KINDS = ['nonprofit', 'hotline', 'directory', 'government'] as const;
export type LegalServiceKind = (typeof LEGAL_SERVICE_KINDS)[number];

/** The services a person filters the registry and legal aid by. */
export const LEGAL_SERVICES = [
  'legal_representation',
  'free_consultation',
  'family_petitions',
  'naturalization',
  'daca_tps',
  'asylum_refugee',
  'removal_defense',
  'detention',
  'children',
  'survivors',
  'know_your_rights',
  'find_a_provider',
  'report_fraud',
] as const;
export type LegalService = (typeof LEGAL_SERVICES)[number];

/**
 * Where a registry entry's facts come from: copied from the organisation's own public pages ("listed from public
 * sources, last checked on …"), or checked by Amparo with the organisation ("verified by Amparo").
 */
export const LISTING_SOURCES = ['public_listing', 'verified'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** What a person can report (issue 13, point 6). */
export const REPORT_TARGET_KINDS = ['professional', 'organization', 'review'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_REASONS = [
  'not_authorized',
  'notario',
  'guaranteed_result',
  'asked_for_money',
  'wrong_information',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The account kinds: a person (the app's audience) or a legal professional (issue 13, point 1). */
export const ACCOUNT_TYPES = ['person', 'legal_professional'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

// Lengths, in characters, of what people type.
export const NAME_MAX = 120;
export const BAR_NUMBER_MAX = 40;
export const ORGANIZATION_NAME_MAX = 200;
export const CITY_MAX = 80;
export const BIO_MAX = 2000;
export const URL_MAX = 500;
export const CONSULTATION_MESSAGE_MAX = 2000;
export const CONSULTATION_NOTE_MAX = 1000;
export const REVIEW_TEXT_MAX = 1500;
export const REPORT_DETAILS_MAX = 1000;
export const REGISTRY_DESCRIPTION_MAX = 600;
export const VERIFICATION_NOTE_MAX = 1000;

export const MAX_BAR_ADMISSIONS = 10;
export const MAX_PREFERRED_TIMES = 3;
export const MAX_CONSULTATION_DOCUMENTS = 10;
/** In cents: $100,000 an hour is beyond any real fee and keeps integers small. */
export const FEE_MAX_CENTS = 10_000_000;
