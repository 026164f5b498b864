import { MESSAGE_LOCALES } from '@amparo/contract/auth/message-locale';
import { describe, expect, it } from 'vitest';
import { renderSecurityNoticeEmail, renderSecurityNoticeSms } from './render-security-notice.ts';
import { SECURITY_NOTICE_CATALOG, SECURITY_NOTICE_KINDS } from './security-notice-catalog.ts';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the security notice catalog', () => {
  const english = new Map(leaves(SECURITY_NOTICE_CATALOG.en));

  it.each(MESSAGE_LOCALES)(
    'has every English string in %s, translated, with the same placeholders',
    (locale) => {
      const translated = new Map(leaves(SECURITY_NOTICE_CATALOG[locale]));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(placeholders(translated.get(key) ?? ''), `${locale}.${key}`).toEqual(placeholders(text));
        if (locale !== 'en') expect(translated.get(key), `${locale}.${key}`).not.toBe(text);
      }
    },
  );

  // A change to the ways into the account says which device it was made from, by email and by text.
  const changeKinds = [
    'twoStepAdded',
    'twoStepRemoved',
    'recoveryCodesRegenerated',
    'passkeyAdded',
    'passkeyRemoved',
  ] as const;

  it('has the two-step and passkey notices, each naming the device, with the link in the text message', () => {
    expect(SECURITY_NOTICE_KINDS).toEqual(expect.arrayContaining([...changeKinds]));
    for (const kind of SECURITY_NOTICE_KINDS) {
      const entry = SECURITY_NOTICE_CATALOG.en[kind];
      expect(entry.subject, kind).not.toBe('');
      expect(entry.advice, kind).not.toBe('');
      expect(placeholders(entry.sms), kind).toContain('link');
    }
    for (const kind of changeKinds) {
      expect(placeholders(SECURITY_NOTICE_CATALOG.en[kind].body), kind).toEqual(['device']);
      expect(placeholders(SECURITY_NOTICE_CATALOG.en[kind].sms), kind).toEqual(['device', 'link']);
    }
  });

  it.each(MESSAGE_LOCALES)('renders every kind in %s with nothing left unfilled', (locale) => {
    const values = { link: 'https://amparo.example/advanced-security', device: 'Firefox on Windows' };
    for (const kind of SECURITY_NOTICE_KINDS) {
      const email = renderSecurityNoticeEmail(kind, locale, values);
      expect(email.subject, `${locale}.${kind}`).toBe(SECURITY_NOTICE_CATALOG[locale][kind].subject);
      expect(email.html, `${locale}.${kind}`).toContain('href="https://amparo.example/advanced-security"');
      const sms = renderSecurityNoticeSms(kind, locale, values);
      expect(sms, `${locale}.${kind}`).toContain('https://amparo.example/advanced-security');
      if ((changeKinds as readonly string[]).includes(kind)) {
        expect(email.text, `${locale}.${kind}`).toContain('Firefox on Windows');
        expect(sms, `${locale}.${kind}`).toContain('Firefox on Windows');
      }
      for (const text of [email.subject, email.text, email.html, sms]) {
        expect(text, `${locale}.${kind}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

describe('renderSecurityNoticeEmail', () => {
  it('names the device, links to the security center, and reads right to left in Arabic', () => {
    const email = renderSecurityNoticeEmail('newDeviceSignIn', 'ar', {
      link: 'https://amparo.example/advanced-security',
      device: 'Chrome on Android',
    });
    expect(email.subject).toBe(SECURITY_NOTICE_CATALOG.ar.newDeviceSignIn.subject);
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('href="https://amparo.example/advanced-security"');
    // The English device name sits in its own direction inside the Arabic sentence.
    expect(email.text).toContain('\u2068Chrome on Android\u2069');
  });

  it('says "an unknown device" in the reader language when the browser said nothing', () => {
    const sms = renderSecurityNoticeSms('newDeviceSignIn', 'fr', {
      link: 'https://amparo.example/advanced-security',
      device: null,
    });
    expect(sms).toContain('un appareil inconnu');
    expect(sms).toContain('https://amparo.example/advanced-security');
    expect(sms).not.toMatch(/\{\w+\}/);
  });
});
