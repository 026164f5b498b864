// Web addresses of the account pages that links in messages open. No zod here: the web app's first-paint code
// (which page skips the welcome screen) reads them.

/** The path of the web page the emailed cancel link opens; the token is in the URL fragment. */
export const CANCEL_DELETION_PAGE_PATH = '/account/keep';
