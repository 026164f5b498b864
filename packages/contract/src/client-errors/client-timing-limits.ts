// The numbers and names of a slow-load report, without zod: the browser's boot code imports them, and must not
// pull the schema library into the first download. The schema is report-client-timing.ts.

/** A load or route change is slow when it takes longer than this (spec §9). */
export const SLOW_LOAD_THRESHOLD_MS = 3000;

/** Ten minutes: a figure above it is a tab left in the background, not a network. */
export const CLIENT_TIMING_MAX_MS = 600_000;

/** The routes with a part that changes (an id): reported as the pattern, so the id never leaves the device. */
export const CLIENT_TIMING_PARAM_ROUTES = [
  '/proof/:linkId',
  '/lawyers/:professionalId',
  '/legal-hub/guides/:guideId',
  '/legal-hub/consult/:professionalId',
  '/legal-hub/consultations/:consultationId',
] as const;

/**
 * The routes a report may name: the spec's routes (§2) as patterns, never a concrete path, so no id, query or
 * fragment can reach the logs. Anything else is `other`.
 */
export const CLIENT_TIMING_ROUTES = [
  '/',
  '/auth',
  '/affiliate/signup',
  '/organization/registry',
  '/organization/signup',
  '/organization/advertising',
  '/family/join',
  '/lawyers/join',
  '/affiliate/dashboard',
  '/payment',
  '/onboarding',
  '/organization/onboarding',
  '/organization/dashboard',
  '/emergency',
  '/legal-aid',
  '/documents',
  '/owner/dashboard',
  '/community',
  '/family',
  '/legal-hub',
  '/legal-hub/professional',
  '/analytics',
  '/advanced-security',
  '/advanced-security-center',
  '/emergency-response',
  '/settings',
  '/help',
  '/dashboard',
  ...CLIENT_TIMING_PARAM_ROUTES,
  'other',
] as const;

export type ClientTimingRoute = (typeof CLIENT_TIMING_ROUTES)[number];

/**
 * A build id (a version, a git commit, `build-<ISO time>`): no spaces, `@` or `/`, so it cannot carry an e-mail
 * address or a URL, and the server logs it as sent rather than scrubbing digits out of a date or a commit.
 */
export const RELEASE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:+-]{0,99}$/;
