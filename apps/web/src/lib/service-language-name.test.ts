import { SERVICE_LANGUAGE_CODES } from '@amparo/contract/legal/legal-limits';
import { describe, expect, it } from 'vitest';
import { serviceLanguageName } from './service-language-name.ts';

describe('serviceLanguageName', () => {
  it('names a language in the reader’s language', () => {
    expect(serviceLanguageName('es', 'en')).toBe('Spanish');
    expect(serviceLanguageName('es', 'es')).toBe('Español');
    expect(serviceLanguageName('ht', 'fr')).toMatch(/créole haïtien/i);
    expect(serviceLanguageName('ar', 'ar')).toBe('العربية');
  });

  it('names Fula and American Sign Language in every language, whatever the browser knows', () => {
    expect(serviceLanguageName('ff', 'fr')).toBe('Peul');
    expect(serviceLanguageName('asl', 'es')).toBe('Lengua de señas americana');
    expect(serviceLanguageName('asl', 'ar')).toBe('لغة الإشارة الأمريكية');
  });

  it('names the app’s languages in Haitian Creole, which browsers do not know', () => {
    expect(serviceLanguageName('es', 'ht')).toBe('Panyòl');
    expect(serviceLanguageName('ht', 'ht')).toBe('Kreyòl ayisyen');
    expect(serviceLanguageName('en', 'fr')).toMatch(/anglais/i);
  });

  it('never shows a bare code for any language a listing may carry', () => {
    for (const code of SERVICE_LANGUAGE_CODES) {
      for (const reader of ['en', 'es', 'ar', 'ur']) {
        const name = serviceLanguageName(code, reader);
        expect(name.length).toBeGreaterThan(code.length);
      }
    }
  });
});
