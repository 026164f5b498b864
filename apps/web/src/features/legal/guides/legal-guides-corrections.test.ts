// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import {
  type LegalGuideId,
  type LegalGuidesContent,
  type LegalStatement,
  ZLegalGuidesContent,
} from '@amparo/contract/legal/legal-guides-content';
import { describe, expect, it } from 'vitest';

// The statements corrected after the expert review of issue 24 (point 1), recorded in docs/legal-guides-review.md.
// Each is found in the English guides by its key facts; the statement at the same place in every other language
// must keep the facts that read the same in every language (form numbers, days, the phone number) and rest on the
// same sources. Dropping the court's address form, the 180 days or a hedge fails here, in any language.

const contentDir = fileURLToPath(new URL('../../../content/legal-guides/', import.meta.url));
const read = (code: string) =>
  ZLegalGuidesContent.parse(JSON.parse(readFileSync(join(contentDir, `${code}.json`), 'utf8')));

type Correction = {
  name: string;
  guide: LegalGuideId;
  /** `checklist` or a section id. */
  where: string;
  /** What the English statement must say. */
  english: RegExp[];
  /** What the statement says in every language, written the same way in all of them. */
  everyLanguage?: string[];
  sources: string[];
};

const CORRECTIONS: Correction[] = [
  {
    name: 'checklist: a court case needs its own change of address, on EOIR-33 within 5 days',
    guide: 'keeping-status',
    where: 'checklist',
    english: [/immigration court/, /Form EOIR-33/, /within 5 days/, /USCIS does not pass it on/],
    everyLanguage: ['EOIR-33', '5'],
    sources: ['cfr-1003-15', 'eoir-33'],
  },
  {
    name: 'the USCIS online change of address does not reach the immigration court',
    guide: 'keeping-status',
    where: 'address',
    english: [/USCIS online change of address/, /does not reach the immigration court/],
    everyLanguage: ['USCIS'],
    sources: ['uscis-ar11'],
  },
  {
    name: 'anyone with a court case tells the court within 5 days on Form EOIR-33, even after telling USCIS',
    guide: 'keeping-status',
    where: 'address',
    english: [
      /case in immigration court/,
      /must also give the court your new address/,
      /within 5 days/,
      /EOIR-33/,
    ],
    everyLanguage: ['EOIR-33', '5', 'USCIS'],
    sources: ['cfr-1003-15', 'eoir-33'],
  },
  {
    name: 'a hearing notice sent to an old address can end in a removal order in absentia',
    guide: 'keeping-status',
    where: 'address',
    english: [/last address/, /miss a hearing/, /order you removed without you being there/],
    sources: ['usc-1229a', 'cfr-1003-15'],
  },
  {
    name: 'checklist: long trips are counted in days, 180 of them',
    guide: 'keeping-status',
    where: 'checklist',
    english: [/more than 180 days/, /travel document/],
    everyLanguage: ['180'],
    sources: ['uscis-pr-travel', 'uscis-i131'],
  },
  {
    name: 'after more than 180 days abroad a green card holder is seeking admission, crime and drug grounds included',
    guide: 'keeping-status',
    where: 'travel',
    english: [
      /more than 180 days abroad/,
      /seeking admission/,
      /grounds of inadmissibility/,
      /crimes or drug use/,
    ],
    everyLanguage: ['180'],
    sources: ['usc-1101', 'usc-1182'],
  },
  {
    name: 'intending to live abroad can be abandonment even after a shorter trip',
    guide: 'keeping-status',
    where: 'travel',
    english: [/shorter trip/, /intend to live outside the United States/, /abandoning/],
    sources: ['uscis-pr-travel'],
  },
  {
    name: 'convictions, guilty pleas and admitted drug use (marijuana included) mean a lawyer before any trip',
    guide: 'keeping-status',
    where: 'travel',
    english: [
      /arrested, charged or convicted/,
      /pleaded guilty/,
      /marijuana included/,
      /even a short one/,
      /seeking admission/,
    ],
    sources: ['usc-1101', 'usc-1182'],
  },
  {
    name: 'F and J students: "D/S" on the I-94, and the I-20 or DS-2019 governs',
    guide: 'keeping-status',
    where: 'visa-rules',
    english: [/"D\/S" \(duration of status\)/, /I-20/, /DS-2019/],
    everyLanguage: ['I-94', 'D/S', 'I-20', 'DS-2019'],
    sources: ['cfr-214-2'],
  },
  {
    name: 'the 2025 proposal to end D/S is hedged: check the I-94 after every entry',
    guide: 'keeping-status',
    where: 'visa-rules',
    english: [/proposed in August 2025/, /may have changed/, /check your I-94 after every entry/],
    everyLanguage: ['2025', 'D/S', 'I-94'],
    sources: ['fr-ds-2025'],
  },
  {
    name: 'a work permit that is the only permission to work means stopping work when it expires',
    guide: 'renewals-and-deadlines',
    where: 'work-permit',
    english: [
      /only permission to work/,
      /must stop working when it expires/,
      /unless an automatic extension applies/,
    ],
    sources: ['fr-ead-2025', 'uscis-i765', 'cfr-274a12'],
  },
  {
    name: 'refugees, asylees and green card holders work by their status and can show other I-9 documents',
    guide: 'renewals-and-deadlines',
    where: 'work-permit',
    english: [/Refugees, asylees and green card holders/, /because of their status/, /Form I-9 lists/],
    everyLanguage: ['I-9'],
    sources: ['cfr-274a12', 'uscis-i9'],
  },
  {
    name: 'TPS for several countries was terminated in 2025 and is being litigated',
    guide: 'renewals-and-deadlines',
    where: 'tps',
    english: [/several countries/, /terminated/, /2025/, /courts/, /can change quickly/],
    everyLanguage: ['TPS', '2025'],
    sources: ['uscis-tps', 'usc-1254a'],
  },
  {
    name: 'TPS: read the current Federal Register notice and see a lawyer before every deadline',
    guide: 'renewals-and-deadlines',
    where: 'tps',
    english: [/latest Federal Register notice for your country/, /USCIS TPS page/, /talk to a lawyer/],
    everyLanguage: ['TPS', 'USCIS'],
    sources: ['uscis-tps'],
  },
  {
    name: 'public charge: what it is',
    guide: 'family-petitions',
    where: 'public-charge',
    english: [/green card/, /likely to become a "public charge"/, /depend on the government/],
    sources: ['usc-1182', 'uscis-public-charge'],
  },
  {
    name: 'public charge does not apply to naturalization, refugees, asylees or TPS',
    guide: 'family-petitions',
    where: 'public-charge',
    english: [/does not apply/, /citizenship \(naturalization\)/, /refugees, asylees/, /TPS/],
    everyLanguage: ['TPS'],
    sources: ['uscis-public-charge', 'usc-1254a'],
  },
  {
    name: 'public charge rules are changing: check before giving up a benefit',
    guide: 'family-petitions',
    where: 'public-charge',
    english: [
      /rules are changing/,
      /November 2025/,
      /stop or turn down a benefit/,
      /lawyer or an accredited representative/,
    ],
    everyLanguage: ['2025'],
    sources: ['fr-public-charge-2025', 'uscis-public-charge'],
  },
  {
    name: 'Form I-9: the only permission to work stops with the card, unless extended',
    guide: 'work-authorization',
    where: 'form-i9',
    english: [/proof that it was extended/, /only permission to work/, /must stop working when it expires/],
    sources: ['uscis-i9', 'uscis-i765', 'fr-ead-2025'],
  },
  {
    name: 'Form I-9: refugees and asylees work by their status and show other listed documents',
    guide: 'work-authorization',
    where: 'form-i9',
    english: [/Refugees and asylees/, /because of their status/, /other documents from the Form I-9 lists/],
    everyLanguage: ['I-9'],
    sources: ['cfr-274a12', 'uscis-i9'],
  },
  {
    name: 'checklist: the detainee locator also searches by full name',
    guide: 'after-an-arrest',
    where: 'checklist',
    english: [/A-number, or their full name/, /country of birth/],
    everyLanguage: ['ICE'],
    sources: ['ice-locator'],
  },
  {
    name: 'a Notice to Appear starts a case only once it is filed with the court, and many have no date',
    guide: 'after-an-arrest',
    where: 'after-an-encounter',
    english: [/Notice to Appear/, /only once the government files it with the court/, /no hearing date/],
    everyLanguage: ['I-862'],
    sources: ['cfr-1003-14'],
  },
  {
    name: "check EOIR's Automated Case Information often and keep the court's address current",
    guide: 'after-an-arrest',
    where: 'after-an-encounter',
    english: [/Automated Case Information/, /online or by phone/, /EOIR-33/, /within 5 days/],
    everyLanguage: ['1-800-898-7180', 'EOIR-33', '5'],
    sources: ['eoir-acis', 'eoir-customer-service', 'cfr-1003-15'],
  },
];

function listAt(content: LegalGuidesContent, guideId: LegalGuideId, where: string): LegalStatement[] {
  const guide = content.guides.find((candidate) => candidate.id === guideId);
  if (!guide) throw new Error(`No guide ${guideId}`);
  if (where === 'checklist') return guide.checklist ?? [];
  const section = guide.sections.find((candidate) => candidate.id === where);
  if (!section) throw new Error(`No section ${where} in ${guideId}`);
  return section.statements;
}

const english = read('en');

/** Where the English statement with these facts sits; -1 when no statement says all of them. */
function englishIndex(correction: Correction): number {
  return listAt(english, correction.guide, correction.where).findIndex((statement) =>
    correction.english.every((fact) => fact.test(statement.text)),
  );
}

describe('the corrected statements of the legal guides, in English', () => {
  it.each(CORRECTIONS)('$name', (correction) => {
    const index = englishIndex(correction);
    expect(index, 'no English statement says all of its key facts').toBeGreaterThanOrEqual(0);
    const statement = listAt(english, correction.guide, correction.where)[index];
    expect(statement?.sources).toEqual(expect.arrayContaining(correction.sources));
  });

  it('no longer say that the online change of address does it all, or that a long trip only brings questions', () => {
    const texts = JSON.stringify(english.guides);
    expect(texts).not.toContain('The online change of address does this for you.');
    expect(texts).not.toContain('can lead to questions about whether you still live');
    expect(texts).not.toContain('treated as a new arrival');
    expect(texts).not.toContain('more than 6 months?');
    expect(texts).not.toContain('you may have to stop working until it comes');
  });

  it('never name a country whose TPS is said to continue or to have ended', () => {
    const tps = listAt(english, 'renewals-and-deadlines', 'tps')
      .map((statement) => statement.text)
      .join(' ');
    const countries =
      /Afghanistan|Burma|Myanmar|Cameroon|El Salvador|Ethiopia|Haiti|Honduras|Lebanon|Nepal|Nicaragua|Somalia|Sudan|Syria|Ukraine|Venezuela|Yemen/;
    expect(tps).not.toMatch(countries);
  });
});

describe('translation fidelity', () => {
  it('keeps the hedge of "likely to become a public charge" in Urdu (not "can become")', () => {
    const index = englishIndex(
      CORRECTIONS.find((each) => each.name === 'public charge: what it is') as Correction,
    );
    const urdu = listAt(read('ur'), 'family-petitions', 'public-charge')[index]?.text;
    expect(urdu).toContain('بننے کا امکان ہے');
    expect(urdu).not.toContain('بن سکتے ہیں');
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('the corrected statements in %s', (code) => {
  const content = read(code);
  it.each(CORRECTIONS)('$name', (correction) => {
    const statement = listAt(content, correction.guide, correction.where)[englishIndex(correction)];
    expect(statement, 'the statement is missing').toBeDefined();
    for (const fact of correction.everyLanguage ?? []) expect(statement?.text).toContain(fact);
    expect(statement?.sources).toEqual(expect.arrayContaining(correction.sources));
    expect(statement?.text).not.toBe(
      listAt(english, correction.guide, correction.where)[englishIndex(correction)]?.text,
    );
  });
});
