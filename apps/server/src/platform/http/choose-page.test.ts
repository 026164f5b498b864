import { describe, expect, it } from 'vitest';
import { choosePage, type PageRequest, PRERENDERED_PAGES } from './choose-page.ts';

function choose(url: string, headers: { cookie?: string; acceptLanguage?: string } = {}) {
  const request: PageRequest = { url, cookie: headers.cookie, acceptLanguage: headers.acceptLanguage };
  return choosePage(request);
}

function page(url: string, headers: { cookie?: string; acceptLanguage?: string } = {}) {
  const choice = choose(url, headers);
  if (choice.kind !== 'page') throw new Error(`expected a page for ${url}, got ${JSON.stringify(choice)}`);
  return choice.file;
}

describe('choosePage', () => {
  it('lists the four pages in each of the seven languages', () => {
    expect(PRERENDERED_PAGES).toHaveLength(28);
    expect(PRERENDERED_PAGES).toContain('prerendered/ur/shell.html');
  });

  it('greets a first visit in the best language of Accept-Language, on any route', () => {
    expect(page('/')).toBe('prerendered/en/welcome.html');
    expect(page('/', { acceptLanguage: 'pt-BR,pt;q=0.9' })).toBe('prerendered/pt/welcome.html');
    expect(page('/auth', { acceptLanguage: 'ar-EG' })).toBe('prerendered/ar/welcome.html');
    expect(page('/emergency?x=1', { acceptLanguage: 'de, fr-CA;q=0.8' })).toBe('prerendered/fr/welcome.html');
  });

  it('sends a chosen language its home, sign-in page, or the app frame', () => {
    const cookie = 'amparo-lang=es';
    expect(page('/', { cookie, acceptLanguage: 'ar' })).toBe('prerendered/es/home.html');
    expect(page('/?utm=x', { cookie })).toBe('prerendered/es/home.html');
    expect(page('/auth', { cookie })).toBe('prerendered/es/auth.html');
    // The sign-in page with a query (sign-up, a return path) is the app's to draw: only the plain page is prerendered.
    expect(page('/auth?next=%2Fvault', { cookie })).toBe('prerendered/es/shell.html');
    expect(page('/auth?mode=signup', { cookie })).toBe('prerendered/es/shell.html');
    expect(page('/auth/', { cookie })).toBe('prerendered/es/shell.html');
    expect(page('/dashboard', { cookie })).toBe('prerendered/es/shell.html');
    expect(page('/emergency', { cookie: 'amparo-lang=ur' })).toBe('prerendered/ur/shell.html');
  });

  it('gives a device with a session the app frame, in its language or the browser one', () => {
    expect(page('/', { cookie: 'amparo-lang=ht; amparo-signed-in=1' })).toBe('prerendered/ht/shell.html');
    expect(page('/auth', { cookie: 'amparo-signed-in=1', acceptLanguage: 'ar' })).toBe(
      'prerendered/ar/shell.html',
    );
    // Only the exact hint counts.
    expect(page('/', { cookie: 'amparo-lang=ht; amparo-signed-in=yes' })).toBe('prerendered/ht/home.html');
  });

  it('never shows the welcome screen on a proof link, and never guesses its language from the browser', () => {
    expect(page('/proof/AbCd', { acceptLanguage: 'ar' })).toBe('prerendered/en/shell.html');
    expect(page('/proof/AbCd', { cookie: 'amparo-lang=fr' })).toBe('prerendered/fr/shell.html');
    expect(page('/proof', { cookie: 'amparo-signed-in=1' })).toBe('prerendered/en/shell.html');
  });

  it('opens the emailed keep-my-account link directly, never behind the welcome screen', () => {
    // A first visit (no language stored), maybe on a device that never opened Amparo.
    expect(page('/account/keep', { acceptLanguage: 'es' })).toBe('prerendered/en/shell.html');
    expect(page('/account/keep/')).toBe('prerendered/en/shell.html');
    expect(page('/account/keep', { cookie: 'amparo-lang=ht' })).toBe('prerendered/ht/shell.html');
    expect(page('/account/keep', { cookie: 'amparo-lang=ar; amparo-signed-in=1' })).toBe(
      'prerendered/ar/shell.html',
    );
    // Only that page: its neighbours still greet a first visit.
    expect(page('/account', { acceptLanguage: 'es' })).toBe('prerendered/es/welcome.html');
    expect(page('/account/keeper', { acceptLanguage: 'es' })).toBe('prerendered/es/welcome.html');
  });

  it('treats an unknown language cookie as no choice', () => {
    expect(page('/', { cookie: 'amparo-lang=de', acceptLanguage: 'es' })).toBe('prerendered/es/welcome.html');
    expect(page('/', { cookie: 'amparo-lang=../../etc', acceptLanguage: 'es' })).toBe(
      'prerendered/es/welcome.html',
    );
    expect(page('/', { cookie: 'amparo-lang=' })).toBe('prerendered/en/welcome.html');
  });

  it('reads a huge cookie header without trouble', () => {
    const cookie = `${'junk=x; '.repeat(20_000)}amparo-lang=ar`;
    expect(page('/', { cookie })).toBe('prerendered/ar/home.html');
  });
});

describe('a language link (?lang=)', () => {
  it.each([
    ['/?lang=ar', '/', 'ar'],
    ['/auth?lang=fr&x=1', '/auth?x=1', 'fr'],
    ['/auth?x=1&lang=ur&y=2', '/auth?x=1&y=2', 'ur'],
    ['/?lang=ES', '/', 'es'],
    ['/?lang=ht&lang=zz', '/', 'ht'],
    ['/proof/AbCd?lang=pt', '/proof/AbCd', 'pt'],
    ['/emergency?q=a%20b&lang=es', '/emergency?q=a+b', 'es'],
  ])('%s is remembered and sends the visitor to %s', (url, location, language) => {
    expect(choose(url, { cookie: 'amparo-lang=en', acceptLanguage: 'de' })).toEqual({
      kind: 'remember-language',
      language,
      location,
    });
  });

  it('never redirects to another site', () => {
    for (const url of ['//evil.example/?lang=ar', '/\\evil.example/?lang=ar', '///\\evil.example/?lang=ar']) {
      expect(choose(url)).toMatchObject({ kind: 'remember-language', location: '/evil.example/' });
    }
  });

  it('keeps the Location header to printable ASCII', () => {
    const choice = choose('/emergência\r\n?lang=ar');
    expect(choice).toMatchObject({ location: '/emerg%C3%AAncia%0D%0A' });
  });

  it.each([
    '/?lang=zz',
    '/?lang=',
    '/?lang',
    '/?lang=ar%0D%0ASet-Cookie:%20x=1',
    '/?lang=a%r',
    '/?lang=..%2Far',
    '/?language=ar',
    '/?lang=zz&lang=ar',
  ])('%s is ignored: the page, not a redirect', (url) => {
    expect(choose(url, { acceptLanguage: 'es' })).toEqual({
      kind: 'page',
      file: 'prerendered/es/welcome.html',
    });
  });
});
