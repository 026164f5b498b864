// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type RightsContent,
  type RightsSectionId,
  type RightsStatement,
  type RightsStatus,
  rightsStatements,
  ZRightsContent,
} from '@amparo/contract/emergency/rights-content';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';

// The key facts of each statement corrected after the expert review of December 2026 (issue 24, point 0;
// docs/rights-content-review.md). rights-content.test.ts checks that every language says as much as the English
// guide, statement for statement; this file checks that the English says the right thing, and that the
// translations do not soften or mistranslate the points the review found them getting wrong.

const webSrc = fileURLToPath(new URL('../../../', import.meta.url));

function guide(code: string): RightsContent {
  return ZRightsContent.parse(
    JSON.parse(readFileSync(join(webSrc, 'content/rights', `${code}.json`), 'utf8')),
  );
}

function locale(code: string, namespace: string): Record<string, Record<string, unknown>> {
  return JSON.parse(readFileSync(join(webSrc, 'i18n/locales', code, `${namespace}.json`), 'utf8'));
}

const english = guide('en');

/** The statements of one section: for one status, or for everyone. */
function statementsOf(content: RightsContent, id: RightsSectionId, status?: RightsStatus): RightsStatement[] {
  const section = content.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No section ${id}`);
  return status ? (section.byStatus?.[status] ?? []) : section.points;
}

/** The one statement of a section that mentions `marker`, with its index (the same in every language). */
function findStatement(id: RightsSectionId, status: RightsStatus | undefined, marker: RegExp) {
  const list = statementsOf(english, id, status);
  const matches = list.filter((statement) => marker.test(statement.text));
  expect(matches, `one statement in ${id}/${status ?? 'points'} matching ${marker}`).toHaveLength(1);
  const statement = matches[0] as RightsStatement;
  return { statement, index: list.indexOf(statement) };
}

function textIn(code: string, id: RightsSectionId, status: RightsStatus | undefined, index: number): string {
  return statementsOf(guide(code), id, status)[index]?.text ?? '';
}

function sourceUrl(id: string): string | undefined {
  return english.sources.find((source) => source.id === id)?.url;
}

describe('people whose status has ended', () => {
  const warning = /foreign passport/;

  it.each([
    ['duties', /show your documents/],
    ['street', /proof of your status, show it/],
    ['home', /show your proof of status, and do not sign/],
    ['work', /show your proof of status if an immigration officer asks/],
    ['car', /that passenger should show it/],
  ] as const)(
    'in "%s", follow the advice to show papers with a warning for those whose permission has ended',
    (id, showPapers) => {
      const shown = findStatement(id, undefined, showPapers);
      const { statement, index } = findStatement(id, undefined, warning);
      expect(index).toBe(shown.index + 1);
      for (const fact of [
        /I-94/,
        /parole/,
        /TPS/,
        /DACA/,
        /ended/,
        /do not show a foreign passport/,
        /never lie/,
      ]) {
        expect(statement.text).toMatch(fact);
      }
      expect(statement.text).toContain('"I want to speak to a lawyer."');
      expect(statement.sources).toContain('trahan-kyr');
    },
  );

  it.each(['home', 'work', 'car'] as const)(
    'in every language, "%s" carries the street warning word for word, at the same place, with its sources',
    (id) => {
      const { index } = findStatement(id, undefined, warning);
      for (const code of LANGUAGE_CODES) {
        const street = statementsOf(guide(code), 'street')[findStatement('street', undefined, warning).index];
        const statement = statementsOf(guide(code), id)[index];
        expect(statement?.text, code).toBe(street?.text);
        expect(statement?.text, code).toContain('I-94');
        expect(statement?.sources, code).toEqual(['aclum', 'trahan-kyr']);
      }
    },
  );

  it('are warned beside the passport and I-94 in the proof list for "Other lawful status", in every language', () => {
    const proof = english.statuses.other.proof;
    const passport = proof.filter((item) => /passport/.test(item.text));
    expect(passport).toHaveLength(1);
    const item = passport[0] as RightsStatement;
    expect(item.text).toMatch(
      /^Your passport and your latest I-94 record, if you have them\. If your permission/,
    );
    expect(item.text).toMatch(/do not show a foreign passport, never lie/);
    expect(item.text).toContain('"I want to speak to a lawyer."');
    expect(item.sources).toEqual(expect.arrayContaining(['trahan-kyr', 'aclum']));
    const index = proof.indexOf(item);
    for (const code of LANGUAGE_CODES) {
      const content = guide(code);
      const street = statementsOf(content, 'street')[findStatement('street', undefined, warning).index];
      expect(content.statuses.other.proof[index]?.text.endsWith(street?.text ?? '-'), code).toBe(true);
      expect(content.statuses.other.proof[index]?.sources, code).toEqual(item.sources);
    }
  });

  it('are told that an expired visa stamp alone does not end a stay: the I-94 does', () => {
    const { statement } = findStatement('duties', undefined, warning);
    expect(statement.text).toMatch(/visa stamp that has expired does not by itself end your stay/);
    expect(statement.sources).toContain('cbp-i94');
  });

  it('are warned on the officer card too, in every language', () => {
    expect(locale('en', 'rights').card?.statusEnded).toMatch(/do not show a foreign passport.*lawyer/);
    for (const code of LANGUAGE_CODES) {
      expect(locale(code, 'rights').card?.statusEnded, code).toEqual(expect.stringContaining('I-94'));
    }
  });
});

describe('visa holders and silence', () => {
  it('are told to answer truthfully or with their lawyer present, not to refuse, under 8 CFR 214.1(f), hedged', () => {
    const { statement } = findStatement('duties', 'visa_holder', /214\.1\(f\)/);
    expect(statement.text).toMatch(/answer truthfully/);
    expect(statement.text).toMatch(/answer with your lawyer present/);
    expect(statement.text).toMatch(/Do not simply refuse/);
    expect(statement.text).toMatch(/questions in the street is not settled/);
    expect(statement.sources).toContain('cfr-214-1');
    expect(sourceUrl('cfr-214-1')).toBe('https://www.law.cornell.edu/cfr/text/8/214.1');
  });

  it('are pointed to that advice wherever the guide says one may stay silent', () => {
    expect(findStatement('duties', undefined, /I choose to remain silent/).statement.text).toMatch(
      /visa holders: read the advice for your status/,
    );
    expect(findStatement('street', undefined, /proof of your status, show it/).statement.text).toMatch(
      /visa holders should answer truthfully/,
    );
    expect(english.phraseNotes['remain-silent'].text).toMatch(/Visa holders: .* answer truthfully/);
    expect(locale('en', 'rights').card?.visaHolder).toMatch(/answer truthfully.*lawyer present/);
  });
});

describe('the officer card', () => {
  it('says "Here are my immigration documents." for everyone, never claiming a lawful status', () => {
    const card = locale('en', 'rights').card as { statements: Record<string, string> };
    expect(card.statements.proof).toBe('Here are my immigration documents.');
    expect(JSON.stringify(card)).not.toMatch(/lawful/i);
    expect(card.statements).not.toHaveProperty('proofPending');
  });

  it.each(LANGUAGE_CODES)('in %s, says the same words as the guide\'s "show proof" phrase', (code) => {
    const card = locale(code, 'rights').card as { statements: Record<string, string> };
    expect(card.statements.proof).toBe(guide(code).phrases['show-proof']);
  });
});

describe('green card holders', () => {
  it('who missed the I-751/I-829 deadline are given the way forward: file at once, good cause, a lawyer, the waiver', () => {
    const { statement } = findStatement('duties', 'green_card', /I-751/);
    for (const fact of [
      /file at once with a letter explaining why/,
      /good cause/,
      /INA §216\(d\)\(2\)\(B\)/,
      /see a lawyer/,
      /divorce or annulment/,
      /waive the joint filing can be filed at any time/,
    ]) {
      expect(statement.text).toMatch(fact);
    }
    expect(statement.sources).toContain('usc-1186a');
  });

  it('are told that after 180 days abroad they are seeking admission, and that living abroad can be abandonment', () => {
    const { statement } = findStatement('duties', 'green_card', /180 days/);
    expect(statement.text).toMatch(/INA §101\(a\)\(13\)\(C\)\(ii\)/);
    expect(statement.text).toMatch(/"seeking admission"/);
    expect(statement.text).toMatch(/crimes and drug use, apply to you/);
    expect(statement.text).toMatch(/giving up your residence even after a shorter trip/);
    expect(statement.sources).toContain('uscis-maintaining-pr');
    expect(rightsStatements(english).map(({ statement: each }) => each.text)).not.toContainEqual(
      expect.stringMatching(/more than 6 months/),
    );
  });

  it('may decline to unlock a phone at the border, but CBP may keep it; only a visitor can be refused entry for it', () => {
    const { statement } = findStatement('airport', undefined, /unlock/);
    expect(statement.text).toMatch(/You may decline to unlock it/);
    expect(statement.text).toMatch(/officers may keep your phone/);
    expect(statement.text).toMatch(
      /A green card holder cannot be refused entry for declining alone; a visitor/,
    );
    expect(statement.sources).toContain('cbp-devices');
  });
});

describe('terminated TPS and travel bans', () => {
  it('say that TPS was ended for several countries in 2025 and is in court: check the notice, see a lawyer', () => {
    const { statement } = findStatement('duties', 'tps_daca', /ended TPS/);
    expect(statement.text).toMatch(/In 2025 the government ended TPS for several countries/);
    expect(statement.text).toMatch(/court/);
    expect(statement.text).toMatch(/current Federal Register notice for your country/);
    expect(statement.text).toMatch(/talk to a lawyer/);
    expect(statement.sources).toContain('news-tps-terminations');
  });

  it('tell people from a country under a travel ban to see a lawyer before leaving, and that the list can change', () => {
    const { statement } = findStatement('airport', undefined, /travel ban/);
    expect(statement.text).toMatch(/talk to a lawyer before you leave the United States/);
    expect(statement.text).toMatch(/June 2025/);
    expect(statement.text).toMatch(/can change/);
    expect(statement.sources).toEqual(['fr-travel-ban-2025']);
  });

  it('never name a country as covered: who is covered changes faster than the guide is reviewed', () => {
    const countries =
      /Afghanistan|Burma|Myanmar|Cameroon|Chad|Cuba|El Salvador|Eritrea|Ethiopia|Haiti|Honduras|Iran|Laos|Lebanon|Libya|Nepal|Nicaragua|Somalia|Sudan|Syria|Ukraine|Venezuela|Yemen/;
    const named = rightsStatements(english)
      .filter(({ statement }) => countries.test(statement.text))
      .map(({ path }) => path.join('.'));
    expect(named).toEqual([]);
  });
});

describe('smaller corrections', () => {
  it('no longer promises that reporting a scam leaves the immigration status untouched, in any language', () => {
    const promises = [
      /does not affect your immigration status/,
      /no afecta su estatus/,
      /n’a pas d’effet sur votre statut/,
      /não afeta seu status/,
      /pa afekte estati/,
      /لا يؤثّر على وضعك/,
      /کوئی اثر نہیں پڑتا/,
    ];
    for (const code of LANGUAGE_CODES) {
      const texts = rightsStatements(guide(code)).map(({ statement }) => statement.text);
      for (const promise of promises)
        expect(
          texts.filter((text) => promise.test(text)),
          code,
        ).toEqual([]);
    }
    const { statement } = findStatement('scams', undefined, /ReportFraud\.ftc\.gov/);
    expect(statement.text).toMatch(/law enforcement agencies can search/);
    expect(statement.sources).toContain('ftc-sentinel');
  });

  it('says family can find a detained person by A-number or by name, each with the country of birth', () => {
    const { statement } = findStatement('detained', undefined, /detainee locator/);
    expect(statement.text).toMatch(
      /with your A-number and country of birth, or with your exact first and last name/,
    );
  });

  it('says, on the response screen and under confirmed reports, to show papers to an immigration officer who asks', () => {
    const stayCalm = locale('en', 'emergency').response?.stayCalm;
    const advice = locale('en', 'community').report?.confirmedAdvice;
    for (const text of [stayCalm, advice]) {
      expect(text).toMatch(
        /if an immigration officer asks for your papers, show them, as .*rights guide says for your status/i,
      );
      expect(text).toMatch(/stay silent about anything else/);
    }
  });

  it('no longer says only "you have the right to remain silent" there, in any language', () => {
    const before = [
      'Stay calm. You have the right to remain silent and to speak to a lawyer.',
      'Mantenga la calma. Tiene derecho a guardar silencio y a hablar con un abogado.',
      'Restez calme. Vous avez le droit de garder le silence et de parler à un avocat.',
      'Mantenha a calma. Você tem o direito de ficar em silêncio e de falar com um advogado.',
      'Rete kalm. Ou gen dwa pou w pa di anyen epi pou w pale ak yon avoka.',
      'حافظ على هدوئك. من حقك أن تلتزم الصمت وأن تتحدث إلى محامٍ.',
      'پُرسکون رہیں۔ آپ کو خاموش رہنے اور وکیل سے بات کرنے کا حق ہے۔',
      'Know your rights before you go out. You have the right to remain silent.',
      'Conozca sus derechos antes de salir. Tiene derecho a guardar silencio.',
      'Connaissez vos droits avant de sortir. Vous avez le droit de garder le silence.',
      'Conheça seus direitos antes de sair. Você tem o direito de ficar em silêncio.',
      'Konnen dwa ou anvan ou soti. Ou gen dwa pou w pa di anyen.',
      'اعرف حقوقك قبل أن تخرج. من حقك أن تلتزم الصمت.',
      'باہر جانے سے پہلے اپنے حقوق جان لیں۔ آپ کو خاموش رہنے کا حق ہے۔',
    ];
    for (const code of LANGUAGE_CODES) {
      expect(before).not.toContain(locale(code, 'emergency').response?.stayCalm);
      expect(before).not.toContain(locale(code, 'community').report?.confirmedAdvice);
    }
  });
});

describe('translation fidelity', () => {
  it('in Arabic, calls a judge’s warrant أمر قضائي and keeps مذكرة for the ICE memo only', () => {
    const arabic = guide('ar');
    const texts = [
      ...rightsStatements(arabic).map(({ statement }) => statement.text),
      ...Object.values(arabic.phrases),
    ];
    expect(texts.filter((text) => text.includes('مذكرة') && !text.includes('مذكرة داخلية'))).toEqual([]);
    expect(arabic.phrases['show-warrant']).toContain('الأمر القضائي');
    const judge = findStatement('home', undefined, /signed by a judge/);
    expect(textIn('ar', 'home', undefined, judge.index)).toContain('أمر قضائي موقّع من قاضٍ');
  });

  it('does not soften "will probably mean delay" (Arabic, Spanish, Haitian Creole)', () => {
    const { index } = findStatement('airport', 'green_card', /will probably mean delay/);
    expect(textIn('ar', 'airport', 'green_card', index)).toContain('والأرجح أن يؤدي ذلك إلى تأخيرك');
    expect(textIn('es', 'airport', 'green_card', index)).toContain('probablemente le causará demoras');
    expect(textIn('ht', 'airport', 'green_card', index)).toContain('gen anpil chans');
  });

  it('does not soften "whether a plea risks deportation" (Arabic, Spanish)', () => {
    const { index } = findStatement('duties', 'green_card', /risks deportation/);
    expect(textIn('es', 'duties', 'green_card', index)).toContain('lo expone a la deportación');
    expect(textIn('es', 'duties', 'green_card', index)).not.toContain('permanencia');
    expect(textIn('ar', 'duties', 'green_card', index)).toContain('يعرّضك لخطر الترحيل');
  });

  it('renders "seeking admission" as seeking admission, not as arriving for the first time, in every language', () => {
    const places = [
      findStatement('duties', 'green_card', /180 days/),
      findStatement('duties', 'green_card', /risks deportation/),
      findStatement('airport', 'green_card', /seeking admission/),
    ];
    const sections = [
      ['duties', 'green_card'],
      ['duties', 'green_card'],
      ['airport', 'green_card'],
    ] as const;
    places.forEach(({ index }, place) => {
      const [id, status] = sections[place] as (typeof sections)[number];
      expect(textIn('es', id, status, index)).toContain('solicitante de admisión');
      for (const code of LANGUAGE_CODES) {
        expect(textIn(code, id, status, index), code).not.toMatch(
          /first time|primera vez|première fois|primeira vez|premye fwa|لأول مرة|نئے آنے والے/,
        );
      }
    });
  });
});

describe('Arabic address', () => {
  // Arabic marks gender in the second person (قل / قولي), so the guide addresses the reader with «يُرجى» + verbal
  // noun or «يمكنك» + verbal noun, never a masculine imperative (docs/translation-style.md, issue 24 point 6).
  const MASCULINE =
    /(^|[\s،.:؛«(])(لا تُظهر|ولا تُظهر|وقل|فقل|قل|فأجب|أجب|لا تكتفِ|ولا تكتفِ|لا تكذب|ولا تكذب|لا توقّع|لا تركض|لا تقاوم|فلا تقاوم|تحدّث|فتحدّث|احمل|فاحمل|اطلب|اسأل|فاسأل|أظهر|فأظهر|اكتب|كن|حافظ على هدوئك|اعرف حقوقك|لست مضطرًا|أنت موجود|أنت مقيم)(?=$|[\s،.:؛»)])/u;

  it('uses no masculine imperative or address in any statement or title of the guide', () => {
    const arabic = guide('ar');
    const texts = [
      arabic.title,
      arabic.intro,
      arabic.notice,
      ...arabic.sections.map((section) => section.title),
      ...rightsStatements(arabic).map(({ statement }) => statement.text),
    ];
    expect(texts.filter((text) => MASCULINE.test(text))).toEqual([]);
  });

  it('says the status-ended warning and the 8 CFR 214.1(f) advice with «يُرجى»', () => {
    const street = statementsOf(guide('ar'), 'street')[
      findStatement('street', undefined, /foreign passport/).index
    ];
    expect(street?.text).toContain('يُرجى عدم إظهار جواز سفر أجنبي، وعدم الكذب أبدًا، والتزام الصمت وقول');
    const { index } = findStatement('duties', 'visa_holder', /214\.1\(f\)/);
    expect(textIn('ar', 'duties', 'visa_holder', index)).toContain('فيُرجى الإجابة بصدق');
    expect(textIn('ar', 'duties', 'visa_holder', index)).toContain('ويُرجى عدم الاكتفاء بالرفض');
  });
});
