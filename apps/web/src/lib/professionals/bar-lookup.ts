// Where a reader (or Amparo's owner) can look a licence up themselves. Only the official searches we are sure of
// are linked; for every other state the screens name the state's bar or highest court and let the reader find its
// attorney search, rather than guess an address.

export type BarLookup = { name: string; url: string };

const OFFICIAL_LOOKUPS: Readonly<Record<string, BarLookup>> = {
  CA: {
    name: 'State Bar of California',
    url: 'https://apps.calbar.ca.gov/attorney/LicenseeSearch/QuickSearch',
  },
  FL: { name: 'The Florida Bar', url: 'https://www.floridabar.org/directories/find-mbr/' },
  NY: {
    name: 'New York State Unified Court System',
    url: 'https://iapps.courts.state.ny.us/attorneyservices/search',
  },
  TX: { name: 'State Bar of Texas', url: 'https://www.texasbar.com/' },
};

/** The official attorney search of a state, when we know its address. */
export function barLookup(state: string): BarLookup | null {
  return OFFICIAL_LOOKUPS[state] ?? null;
}

/** The Justice Department's roster of recognised organisations and accredited representatives (8 CFR 1292). */
export const EOIR_ROSTER_URL = 'https://www.justice.gov/eoir/recognition-accreditation-roster-reports';
