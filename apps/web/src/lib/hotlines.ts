// National numbers, each checked against the official page named beside it. Only numbers we are sure of are
// listed; local numbers come from the nonprofit registry, which its organisations keep up to date. The hours and
// limits in each line's description come from the same page: ICE staffs its line Monday to Friday 8 a.m. to
// 8 p.m. Eastern; EOIR's automated line answers at all hours but knows only cases filed with the court.

export const HOTLINES_LAST_REVIEWED = '2026-11-24';

export type Hotline = {
  id: 'emergency' | 'iceDetention' | 'eoir';
  /** As people write it. */
  display: string;
  /** For the tel: link. */
  dial: string;
  source: { name: string; url: string };
};

export const NATIONAL_HOTLINES: readonly Hotline[] = [
  {
    id: 'emergency',
    display: '911',
    dial: '911',
    source: { name: '911.gov', url: 'https://www.911.gov' },
  },
  {
    id: 'iceDetention',
    display: '1-888-351-4024',
    dial: '+18883514024',
    source: { name: 'ice.gov', url: 'https://www.ice.gov/ICEcasereview' },
  },
  {
    id: 'eoir',
    display: '1-800-898-7180',
    dial: '+18008987180',
    source: { name: 'justice.gov/eoir', url: 'https://www.justice.gov/eoir/customer-service-initiatives' },
  },
];

export const LEGAL_SERVICES_DIRECTORY = {
  url: 'https://www.immigrationadvocates.org/legaldirectory/',
  source: 'immigrationadvocates.org',
};

/** The number as a tel: link: digits and a leading + only, whatever the person typed. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
