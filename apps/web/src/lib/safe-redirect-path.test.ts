import { describe, expect, it } from 'vitest';
import { redirectTargetFromSearch, safeRedirectPath, signInPathFor } from './safe-redirect-path.ts';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectPath('/documents')).toBe('/documents');
    expect(safeRedirectPath('/legal-hub?topic=tps#rights')).toBe('/legal-hub?topic=tps#rights');
  });

  it.each([
    '//evil.com',
    '//evil.com/documents',
    'https://evil.com',
    'http://evil.com/documents',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /documents',
    'documents',
    '',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('rejects what is not a string', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(['/documents'])).toBe('/');
  });

  it('does not send the visitor back to the sign-in page', () => {
    expect(safeRedirectPath('/auth?redirect=/documents')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('https://evil.com', '/dashboard')).toBe('/dashboard');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});

describe('redirect round trip', () => {
  it('builds the sign-in URL and reads the same page back', () => {
    const signIn = signInPathFor('/documents?folder=visa');
    expect(signIn).toBe('/auth?redirect=%2Fdocuments%3Ffolder%3Dvisa');
    expect(redirectTargetFromSearch(signIn.slice(signIn.indexOf('?')))).toBe('/documents?folder=visa');
  });

  it('reads a hostile redirect back as the fallback', () => {
    expect(redirectTargetFromSearch('?redirect=%2F%2Fevil.com', '/dashboard')).toBe('/dashboard');
    expect(redirectTargetFromSearch('', '/dashboard')).toBe('/dashboard');
  });
});
