import { describe, expect, it } from 'vitest';
import { languageCookie, readCookie } from './page-cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, the first of two, and a quoted value', () => {
    expect(readCookie('a=1; amparo-lang=ar; b=2', 'amparo-lang')).toBe('ar');
    expect(readCookie('amparo-lang=fr;amparo-lang=es', 'amparo-lang')).toBe('fr');
    expect(readCookie('amparo-lang="ur"', 'amparo-lang')).toBe('ur');
  });

  it('does not confuse names that only contain the one asked for', () => {
    expect(readCookie('x-amparo-lang=ar; amparo-langs=es', 'amparo-lang')).toBeUndefined();
    expect(readCookie('amparo-lang', 'amparo-lang')).toBeUndefined();
    expect(readCookie(undefined, 'amparo-lang')).toBeUndefined();
  });
});

describe('languageCookie', () => {
  it('lasts a year for the whole site, readable by the app, Secure only over https', () => {
    expect(languageCookie('ar', false)).toBe('amparo-lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('es', true)).toBe('amparo-lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
