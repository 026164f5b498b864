import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { createContext, useContext } from 'react';

/** The screens the build renders to HTML, in every language (apps/web/scripts/prerender.mjs). */
export type PrerenderedScreenName = 'welcome' | 'home' | 'auth';

export type PrerenderedScreen = { screen: PrerenderedScreenName; language: LanguageCode };

/**
 * Set while the build renders a screen to HTML, and while the browser hydrates that HTML: components whose first
 * state comes from the device (the stored language, the browser's languages) take it from here instead, so the
 * server's render and the browser's first render are the same and React adopts the HTML instead of replacing it.
 */
export const PrerenderContext = createContext<PrerenderedScreen | null>(null);

export function usePrerenderedScreen(): PrerenderedScreen | null {
  return useContext(PrerenderContext);
}

let prerenderedTitle: string | null = null;

/** The title the screen asked for while the build rendered it (useDocumentTitle). */
export function recordPrerenderedTitle(title: string): void {
  prerenderedTitle = title;
}

/** Reads and forgets the recorded title: each screen the build renders starts from none. */
export function takePrerenderedTitle(): string | null {
  const title = prerenderedTitle;
  prerenderedTitle = null;
  return title;
}
