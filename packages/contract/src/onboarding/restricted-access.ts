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
