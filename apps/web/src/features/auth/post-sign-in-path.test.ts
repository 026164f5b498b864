import { describe, expect, it } from 'vitest';
import { postSignInPath, requestedPath } from './post-sign-in-path.ts';

const search = (query: string) => new URLSearchParams(query);

describe('postSignInPath', () => {
  it('returns to the page that was asked for, whatever the plan', () => {
    expect(postSignInPath(search('redirect=%2Femergency'), { has_access: false })).toBe('/emergency');
    expect(postSignInPath(search('redirect=%2Fdocuments%3Ffolder%3Dvisa'), null)).toBe(
      '/documents?folder=visa',
    );
  });

  it('sends someone without access towards the plans, keeping a chosen plan', () => {
    expect(postSignInPath(search(''), { has_access: false })).toBe('/payment');
    expect(postSignInPath(search('mode=signup&plan=full_protection'), { has_access: false })).toBe(
      '/payment?plan=full_protection',
    );
    expect(postSignInPath(search('plan=gold'), { has_access: false })).toBe('/payment');
  });

  it('sends someone with access to the dashboard', () => {
    expect(postSignInPath(search('plan=basic'), { has_access: true })).toBe('/dashboard');
  });

  it('uses the dashboard when the profile could not be loaded', () => {
    expect(postSignInPath(search(''), null)).toBe('/dashboard');
  });

  it('never follows a redirect off the site or back to the sign-in page', () => {
    expect(postSignInPath(search('redirect=https%3A%2F%2Fevil.example'), { has_access: true })).toBe(
      '/dashboard',
    );
    expect(postSignInPath(search('redirect=%2F%2Fevil.example'), { has_access: false })).toBe('/payment');
    expect(requestedPath(search('redirect=%2Fauth%3Fmode%3Dsignup'))).toBeNull();
    expect(requestedPath(search('redirect=%2F'))).toBeNull();
  });
});
