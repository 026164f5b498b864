import { describe, expect, it } from 'vitest';
import { containsLink } from './contains-link.ts';

describe('containsLink', () => {
  it.each([
    'see https://example.org/a',
    'http://x.y',
    'go to www.uscis-help',
    'visit example.com today',
    'Mi página: ayuda-legal.mx',
    'cheap-visas.net!',
    'EXAMPLE.COM',
    'fullwidth ｅｘａｍｐｌｅ．ｃｏｍ',
    'sub.domain.example.co',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'The U.S. government',
    'e.g. a passport',
    'hola.Gracias por todo',
    'It costs 3.50 dollars',
    'write to me at the office',
    'version 2.0 of the form',
    'Mr.Smith said',
  ])('finds none in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });

  it.each([
    'apply at uscis-gov.help/apply',
    'greencard-help.pro',
    'visit Visa-Fast.ONLINE now',
    'ayuda.legal',
  ])('finds a domain with any top-level domain in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'e.g. a passport',
    'The U.S. government',
    'at 9 a.m. sharp',
    'Mr. Lee',
    'File the I-765.',
    'Ph.D. student',
  ])('reads no abbreviation as a domain in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
