import { describe, expect, it } from 'vitest';
import { postSignInPath, requestedPath } from './post-sign-in-path.ts';

const search = (query: string) => new URLSearchParams(query);

describe('postSignInPath', () => {
  it('returns to the page that was asked for, whatever the plan', () => {
    expect(postSignInPath(search('redirect=%2Femergency'), { coverage: 'none' })).toBe('/emergency');
    expect(postSignInPath(search('redirect=%2Fdocuments%3Ffolder%3Dvisa'), null)).toBe(
      '/documents?folder=visa',
    );
  });

  it('sends someone without access towards the plans, keeping a chosen plan', () => {
    expect(postSignInPath(search(''), { coverage: 'none' })).toBe('/payment');
    expect(postSignInPath(search('mode=signup&plan=full_protection'), { coverage: 'none' })).toBe(
      '/payment?plan=full_protection',
    );
    expect(postSignInPath(search('plan=gold'), { coverage: 'none' })).toBe('/payment');
  });

  it('sends someone with access to the dashboard', () => {
    expect(postSignInPath(search('plan=basic'), { coverage: 'own' })).toBe('/dashboard');
  });

  it('sends a family member covered by their holder to the dashboard, never to the plans', () => {
    expect(postSignInPath(search(''), { coverage: 'family' })).toBe('/dashboard');
    expect(postSignInPath(search('plan=full_protection'), { coverage: 'family' })).toBe('/dashboard');
  });

  it('uses the dashboard when the profile could not be loaded', () => {
    expect(postSignInPath(search(''), null)).toBe('/dashboard');
  });

  it('never follows a redirect off the site or back to the sign-in page', () => {
    expect(postSignInPath(search('redirect=https%3A%2F%2Fevil.example'), { coverage: 'own' })).toBe(
      '/dashboard',
    );
    expect(postSignInPath(search('redirect=%2F%2Fevil.example'), { coverage: 'none' })).toBe('/payment');
    expect(requestedPath(search('redirect=%2Fauth%3Fmode%3Dsignup'))).toBeNull();
    expect(requestedPath(search('redirect=%2F'))).toBeNull();
  });

  it('sends a legal professional to their listing, never to the plans', () => {
    expect(postSignInPath(search(''), { coverage: 'none', account_type: 'legal_professional' })).toBe(
      '/legal-hub/professional',
    );
    expect(
      postSignInPath(search('plan=full_protection'), {
        coverage: 'none',
        account_type: 'legal_professional',
      }),
    ).toBe('/legal-hub/professional');
    expect(postSignInPath(search('mode=signup&account=professional'), null)).toBe('/legal-hub/professional');
    expect(postSignInPath(search('account=professional&redirect=%2Flawyers%2Fjoin'), null)).toBe(
      '/lawyers/join',
    );
  });
});
