import type { LegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import type { ListLegalOrganizationsResponse } from '@amparo/contract/legal/list-legal-organizations';

// Registry entries for the web tests: a hotline with its hours, a Texas nonprofit in Spanish (verified by Amparo),
// a national directory in English only, and a government scam-reporting page.

let counter = 0;

export function organization(changes: Partial<LegalOrganization> = {}): LegalOrganization {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `Organization ${counter}`,
    kind: 'nonprofit',
    description: { en: 'Free legal help.' },
    website: 'https://example.org',
    phone: null,
    phone_hours: null,
    languages: ['en'],
    states: ['US'],
    services: ['legal_representation'],
    added_on: '2026-11-26',
    last_checked_on: null,
    verified_at: null,
    ...changes,
  };
}

export const HOTLINE = organization({
  name: 'ICE Detention Reporting and Information Line',
  kind: 'hotline',
  description: { en: 'A free ICE phone line for people in detention.', es: 'Una línea gratuita de ICE.' },
  phone: '+18883514024',
  phone_hours: 'Monday–Friday, 8am–8pm Eastern (not on holidays)',
  languages: ['en', 'es'],
  services: ['detention'],
});

export const TEXAS_CLINIC = organization({
  name: 'Texas Clinic',
  description: { en: 'Free help in Texas.', es: 'Ayuda gratuita en Texas.' },
  languages: ['en', 'es'],
  states: ['TX'],
  services: ['legal_representation', 'detention'],
  verified_at: '2026-11-27T15:00:00.000Z',
});

export const DIRECTORY = organization({
  name: 'National Directory',
  kind: 'directory',
  description: { en: 'Find a nonprofit near you.' },
  services: ['find_a_provider'],
});

export const SCAM_PAGE = organization({
  name: 'Report Fraud',
  kind: 'government',
  description: { en: 'Report a scam.' },
  services: ['report_fraud'],
});

export const CALIFORNIA_CLINIC = organization({
  name: 'California Clinic',
  description: { en: 'Free help in California.' },
  states: ['CA'],
});

export function registry(organizations = [CALIFORNIA_CLINIC, HOTLINE, DIRECTORY, SCAM_PAGE, TEXAS_CLINIC]) {
  const response: ListLegalOrganizationsResponse = {
    organizations: [...organizations].sort((a, b) => a.name.localeCompare(b.name)),
    order: 'state_specific_first_then_name',
  };
  return response;
}
