import { describe, expect, it } from 'vitest';
import { familyJoinUrl, tokenFromJoinHash } from './family-invitation-token.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('tokenFromJoinHash', () => {
  it('reads the token of a clean link', () => {
    expect(TOKEN).toHaveLength(43);
    expect(tokenFromJoinHash(new URL(familyJoinUrl('https://amparo.test/', TOKEN)).hash)).toBe(TOKEN);
    expect(tokenFromJoinHash(`token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromJoinHash(`#a=1&token=${TOKEN}&b=2`)).toBe(TOKEN);
  });

  it('ignores invisible marks around the token, as is or percent-encoded', () => {
    for (const mark of [
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202c',
      '\u202e',
    ]) {
      expect(tokenFromJoinHash(`#token=${TOKEN}${mark}`), mark).toBe(TOKEN);
      expect(tokenFromJoinHash(`#${mark}token=${TOKEN}`), mark).toBe(TOKEN);
      expect(tokenFromJoinHash(`#token=${mark}${TOKEN}${mark}`), mark).toBe(TOKEN);
      const encoded = encodeURIComponent(mark);
      expect(tokenFromJoinHash(`#token=${TOKEN}${encoded}`), encoded).toBe(TOKEN);
      expect(tokenFromJoinHash(`#token=${encoded}${TOKEN}`), encoded).toBe(TOKEN);
    }
    expect(tokenFromJoinHash(`#token=${TOKEN}%E2%81%A9`)).toBe(TOKEN);
    expect(tokenFromJoinHash(`#token=${TOKEN}%e2%81%a9%E2%80%8F`)).toBe(TOKEN);
    // A broken escape after the token does not lose it.
    expect(tokenFromJoinHash(`#token=${TOKEN}%E2%81`)).toBe(TOKEN);
  });

  it('drops punctuation a mail client glues on', () => {
    for (const tail of ['.', ')', '>', ').', '>.', ',', '!', '"', '\u2069.']) {
      expect(tokenFromJoinHash(`#token=${TOKEN}${tail}`), tail).toBe(TOKEN);
    }
  });

  it('still refuses a token that is not 43 base64url characters', () => {
    expect(tokenFromJoinHash('')).toBeNull();
    expect(tokenFromJoinHash('#token=')).toBeNull();
    expect(tokenFromJoinHash(`#token=${TOKEN.slice(1)}`)).toBeNull();
    expect(tokenFromJoinHash(`#token=${TOKEN.slice(1)}.`)).toBeNull();
    expect(tokenFromJoinHash(`#token=${TOKEN}A`)).toBeNull();
    expect(tokenFromJoinHash(`#token=${TOKEN.slice(0, 20)}+${TOKEN.slice(21)}`)).toBeNull();
    expect(tokenFromJoinHash(`#notatoken=${TOKEN}`)).toBeNull();
  });
});
