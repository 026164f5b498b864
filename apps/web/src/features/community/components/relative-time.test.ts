import { describe, expect, it } from 'vitest';
import { initialsOf } from './author-line.tsx';
import { relativeTime } from './relative-time.tsx';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('uses the largest whole unit, in the reader’s language', () => {
    expect(relativeTime(ago(0), 'en', NOW)).toBe('now');
    expect(relativeTime(ago(45), 'en', NOW)).toBe('45 seconds ago');
    expect(relativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), 'es', NOW)).toBe('hace 3 horas');
    expect(relativeTime(ago(86_400), 'fr', NOW)).toBe('hier');
    expect(relativeTime(ago(2 * 86_400), 'ar', NOW)).toBe('أول أمس');
    expect(relativeTime(ago(14 * 86_400), 'en', NOW)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 86_400), 'en', NOW)).toBe('last year');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of up to two words, whatever the script', () => {
    expect(initialsOf('blue river')).toBe('BR');
    expect(initialsOf('  Maria   de Texas ')).toBe('MD');
    expect(initialsOf('Río')).toBe('R');
    expect(initialsOf('نهر النيل')).toBe('نا');
    expect(initialsOf('𝓐lpha beta')).toBe('𝓐B');
  });
});
