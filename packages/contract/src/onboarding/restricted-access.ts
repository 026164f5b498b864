// Spec §1: Amparo is for people who entered the United States by legal means. Anyone who entered
// without inspection is pointed, without judgement, to the official app and to nonprofit legal help.
// The home page and the eligibility step both show these links, so they live here once.

export const RESTRICTED_ACCESS_LINKS = {
  /** U.S. Customs and Border Protection's official CBP Home app. */
  cbpHome: 'https://www.cbp.gov/about/mobile-apps-directory/cbphome',
  /** National directory of nonprofit immigration legal services (Immigration Advocates Network). */
  immigrationLawHelp: 'https://www.immigrationlawhelp.org',
} as const;

/** Amparo's own public registry of nonprofit legal services. */
export const LEGAL_SERVICES_REGISTRY_PATH = '/organization/registry';

export type RestrictedAccessLinkId = keyof typeof RESTRICTED_ACCESS_LINKS;

/**
 * The API error code for a request from a profile marked ineligible (`is_eligible` false) to a protected
 * feature, answered with HTTP 403. The web app shows the restricted-access notice when it sees it.
 */
export const NOT_ELIGIBLE_ERROR_CODE = 'not_eligible';

/**
 * Protected pages an ineligible person may still open: the eligibility step itself (to correct a wrong
 * answer), their settings (to export or delete their account) and help.
 */
export const PATHS_OPEN_WHEN_INELIGIBLE = ['/onboarding', '/settings', '/help'] as const;
