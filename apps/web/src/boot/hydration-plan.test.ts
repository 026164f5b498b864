import { CANCEL_DELETION_PAGE_PATH } from '@amparo/contract/account/account-deletion';
import { describe, expect, it } from 'vitest';
import { canHydrate, type DeviceState, opensWithoutWelcome, type Prerendered } from './hydration-plan.ts';

const welcome: Prerendered = { screen: 'welcome', language: 'es', namespaces: ['common', 'welcome'] };

function firstVisit(pathname: string): DeviceState {
  return { chosenLanguage: null, signedIn: false, urlCarriesAuthResult: false, pathname, search: '' };
}

describe('pages opened from a link skip the welcome screen', () => {
  it('knows the deletion email link and proof links', () => {
    expect(opensWithoutWelcome(CANCEL_DELETION_PAGE_PATH)).toBe(true);
    expect(opensWithoutWelcome(`${CANCEL_DELETION_PAGE_PATH}/`)).toBe(true);
    expect(opensWithoutWelcome('/proof/AbCd')).toBe(true);
    expect(opensWithoutWelcome('/')).toBe(false);
    expect(opensWithoutWelcome('/account')).toBe(false);
    expect(opensWithoutWelcome('/account/keeper')).toBe(false);
    expect(opensWithoutWelcome('/auth')).toBe(false);
  });

  it('never adopts a welcome page for the keep-my-account link: the app draws that page itself', () => {
    expect(canHydrate(welcome, firstVisit('/account/keep'))).toBe(false);
    expect(canHydrate(welcome, firstVisit('/proof/AbCd'))).toBe(false);
    // Any other address on a first visit is the welcome screen the server sent.
    expect(canHydrate(welcome, firstVisit('/settings'))).toBe(true);
    expect(canHydrate(welcome, firstVisit('/'))).toBe(true);
  });
});
