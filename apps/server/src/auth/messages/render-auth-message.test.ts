import { MESSAGE_LOCALES } from '@amparo/contract/auth/message-locale';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGE_CATALOG } from './auth-message-catalog.ts';
import {
  maskEmail,
  maskPhone,
  renderCodeEmail,
  renderCodeSms,
  renderNoticeEmail,
  renderNoticeSms,
} from './render-auth-message.ts';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the auth message catalog', () => {
  const english = new Map(leaves(AUTH_MESSAGE_CATALOG.en));

  it.each(MESSAGE_LOCALES)('has every English string in %s, with the same placeholders', (locale) => {
    const translated = new Map(leaves(AUTH_MESSAGE_CATALOG[locale]));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), `${locale}.${key}`).toEqual(placeholders(text));
      expect(translated.get(key)?.trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('is really translated, not English copied', () => {
    for (const locale of MESSAGE_LOCALES.filter((code) => code !== 'en')) {
      expect(AUTH_MESSAGE_CATALOG[locale].recovery.subject).not.toBe(
        AUTH_MESSAGE_CATALOG.en.recovery.subject,
      );
      expect(AUTH_MESSAGE_CATALOG[locale].common.warning).not.toBe(AUTH_MESSAGE_CATALOG.en.common.warning);
    }
  });
});

describe('renderCodeEmail', () => {
  it('puts the code, the link and the expiry in both parts', () => {
    const email = renderCodeEmail('recovery', 'es', {
      code: '042917',
      minutes: 10,
      link: 'https://amparo.example/auth/v1/verify?token=abc&type=recovery',
    });
    expect(email.subject).toBe('Restablezca su contraseña de Amparo');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('042917');
      expect(part).toContain('10 minutos');
    }
    expect(email.text).toContain('https://amparo.example/auth/v1/verify?token=abc&type=recovery');
    expect(email.html).toContain('href="https://amparo.example/auth/v1/verify?token=abc&amp;type=recovery"');
    expect(email.html).toContain('<html lang="es" dir="ltr">');
  });

  it('writes Arabic and Urdu right to left while the code stays left to right', () => {
    for (const locale of ['ar', 'ur'] as const) {
      const email = renderCodeEmail('signupCode', locale, { code: '123456', minutes: 10 });
      expect(email.html).toContain(`<html lang="${locale}" dir="rtl">`);
      expect(email.html).toContain('dir="ltr"');
      expect(email.html).not.toContain('<a ');
    }
  });

  it('escapes what could break the HTML', () => {
    const email = renderCodeEmail('signinCode', 'en', {
      code: '123456',
      minutes: 10,
      link: 'https://x.example/"><script>',
    });
    expect(email.html).not.toContain('<script>');
  });

  it('loads nothing from another host', () => {
    const email = renderCodeEmail('recovery', 'fr', {
      code: '123456',
      minutes: 10,
      link: 'https://amparo.example/x',
    });
    expect(email.html).not.toMatch(/<img|<link|@import|url\(/);
  });
});

describe('renderCodeSms', () => {
  it('binds the code to the domain over HTTPS so phones autofill it only on Amparo', () => {
    const sms = renderCodeSms('signupCode', 'ht', {
      code: '654321',
      minutes: 10,
      publicUrl: 'https://amparo.app',
    });
    expect(sms).toContain('654321');
    expect(sms).toContain('10 minit');
    expect(sms.endsWith('\n\n@amparo.app #654321')).toBe(true);
    expect(
      renderCodeSms('signupCode', 'en', { code: '1', minutes: 10, publicUrl: 'http://localhost:3000' }),
    ).not.toContain('@localhost');
  });
});

describe('notices', () => {
  it('tell the owner what changed and where to act, in their language', () => {
    const email = renderNoticeEmail('emailChangeRequested', 'pt', {
      link: 'https://amparo.example/auth',
      address: maskEmail('nuevo@example.org'),
    });
    expect(email.subject).toBe('O e-mail da sua conta da Amparo está sendo alterado');
    expect(email.text).toContain('n•••o@example.org');
    expect(email.text).toContain('https://amparo.example/auth');
    const sms = renderNoticeSms('passwordChanged', 'fr', { link: 'https://amparo.example/auth' });
    expect(sms).toContain('https://amparo.example/auth');
  });
});

describe('masking', () => {
  it('hides most of an address or number', () => {
    expect(maskEmail('maria.lopez@example.org')).toBe('m•••z@example.org');
    expect(maskEmail('al@example.org')).toBe('a@example.org');
    expect(maskPhone('+12025550123')).toBe('+1 ••• 0123');
    expect(maskPhone('+50934123456')).toBe('+509 ••• 3456');
  });
});
