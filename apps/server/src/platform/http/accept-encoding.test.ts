import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding.ts';

const ALL = ['br', 'gzip', 'identity'] as const;

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate, gzip, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0.000', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['identity;q=1, br;q=0.5', 'identity'],
    ['identity;q=0, br', 'br'],
    ['zstd, deflate, compress', 'identity'],
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=, gzip', 'gzip'],
    [' , ;;, =, br', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, ALL)).toBe(expected);
  });

  it('only picks a coding the file exists in', () => {
    expect(chooseEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip', 'identity'])).toBe('identity');
    expect(chooseEncoding('br, gzip', ['identity'])).toBe('identity');
  });

  it('sends identity when the client refuses everything, rather than an error', () => {
    expect(chooseEncoding('identity;q=0, *;q=0', ALL)).toBe('identity');
  });

  it('stays fast and sane on a huge header', () => {
    expect(chooseEncoding(`${'x;q=0.1, '.repeat(100_000)}br`, ALL)).toBe('identity');
    expect(chooseEncoding(`br, ${'x, '.repeat(100_000)}`, ALL)).toBe('br');
  });
});
