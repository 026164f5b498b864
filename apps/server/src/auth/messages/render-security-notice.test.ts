import { MESSAGE_LOCALES } from '@amparo/contract/auth/message-locale';
import { describe, expect, it } from 'vitest';
import { renderSecurityNoticeEmail, renderSecurityNoticeSms } from './render-security-notice.ts';
import { SECURITY_NOTICE_CATALOG } from './security-notice-catalog.ts';

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
