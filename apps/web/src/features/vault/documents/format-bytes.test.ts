import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

/** French puts a narrow no-break space before the unit; the words are what is checked here. */
const plain = (bytes: number, language: string) => formatBytes(bytes, language).replace(/\s/g, ' ');

describe('formatBytes', () => {
  it('says bytes in full and larger sizes short', () => {
    expect(plain(276, 'en')).toBe('276 bytes');
    expect(plain(1, 'pt')).toBe('1 byte');
    expect(plain(276, 'fr')).toBe('276 octets');
  });

  it('counts in the decimal steps its unit names mean (1 kB = 1000 bytes)', () => {
    expect(plain(1500, 'en')).toBe('1.5 kB');
    expect(plain(2_500_000, 'en')).toBe('2.5 MB');
    expect(plain(1_000_000_000, 'en')).toBe('1 GB');
  });

  it('never calls the 1 GiB quota "1 GB"', () => {
    expect(plain(1024 ** 3, 'en')).toBe('1.1 GB');
    expect(plain(1024 ** 3, 'ar')).not.toMatch(/^١ /);
  });
});
