import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

/** French puts a narrow no-break space before the unit; the words are what is checked here. */
const plain = (bytes: number, language: string) => formatBytes(bytes, language).replace(/\s/g, ' ');

describe('formatBytes', () => {
  it('says bytes in full and larger sizes short, in steps of 1024', () => {
    expect(plain(276, 'en')).toBe('276 bytes');
    expect(plain(1, 'pt')).toBe('1 byte');
    expect(plain(276, 'fr')).toBe('276 octets');
    expect(plain(1536, 'en')).toBe('1.5 kB');
    expect(plain(1024 ** 3, 'en')).toBe('1 GB');
  });
});
