import { CANCEL_DELETION_PAGE_PATH } from '@amparo/contract/account/account-pages';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';
import type { PrerenderedScreen, PrerenderedScreenName } from '../lib/prerender-context.ts';

// How the app starts on a page the server sent as prerendered HTML (issue 11, decision 014). The HTML is already the
// screen, painted before any script ran; the app adopts it (`hydrateRoot`) only when its own first render would be
// the same HTML. When this device says otherwise (someone is signed in, another language is stored, the URL asks
// for something the prerender did not show), the app renders itself instead: never a hydration mismatch.

export type Prerendered = PrerenderedScreen & { namespaces: string[] };

const SCREENS: readonly PrerenderedScreenName[] = ['welcome', 'home', 'auth'];

/** What the server's HTML says it is: `<div id="root" data-prerendered="home" data-ns="common,home">`. */
export function readPrerendered(root: HTMLElement, html: HTMLElement): Prerendered | null {
  const screen = root.dataset.prerendered as PrerenderedScreenName | undefined;
  if (!screen || !SCREENS.includes(screen)) return null;
  const language = isLanguageCode(html.lang) ? html.lang : DEFAULT_LANGUAGE;
  const namespaces = (root.dataset.ns ?? 'common').split(',').filter(Boolean);
  return { screen, language, namespaces };
}

export type DeviceState = {
  /** The stored language choice, null before one was made. */
  chosenLanguage: LanguageCode | null;
  signedIn: boolean;
  /** A token or code in the URL: the session provider shows "Loading..." while auth-js reads it. */
  urlCarriesAuthResult: boolean;
  pathname: string;
  search: string;
};

/**
 * Pages opened from a link someone was sent, drawn outside the welcome gate (`app/routes.tsx`): a proof link and
 * the deletion email's "keep my account" link. The server never sends the welcome screen for them
 * (`opensWithoutWelcome` in the server's choose-page.ts); this covers a cached or stale welcome page too.
 */
export function opensWithoutWelcome(pathname: string): boolean {
  return (
    pathname.startsWith('/proof/') ||
    pathname === CANCEL_DELETION_PAGE_PATH ||
    pathname === `${CANCEL_DELETION_PAGE_PATH}/`
  );
}

/** Whether the app's first render on this device is exactly the prerendered screen. */
export function canHydrate(prerendered: Prerendered, device: DeviceState): boolean {
  if (device.urlCarriesAuthResult) return false;
  switch (prerendered.screen) {
    case 'welcome':
      // Shown for any path before a language is chosen; the greeting's language came from Accept-Language.
      return device.chosenLanguage === null && !opensWithoutWelcome(device.pathname);
    case 'home':
      return device.pathname === '/' && device.chosenLanguage === prerendered.language && !device.signedIn;
    case 'auth':
      // The sign-in page reads its query (sign-up, a return path): only the plain page was prerendered.
      return (
        device.pathname === '/auth' &&
        device.search === '' &&
        device.chosenLanguage === prerendered.language &&
        !device.signedIn
      );
  }
}
