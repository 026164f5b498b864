// Renders the welcome screen, the home page and the sign-in page to HTML at build time, in every language
// (issue 11, decision 014). Built by `vite build --ssr` and run by apps/web/scripts/prerender.mjs; never shipped to
// browsers. The tree is the browser's own (App, the routes, the providers), with the PrerenderContext saying which
// screen it is, so the browser's first render is the same HTML and React adopts it (`hydrateRoot`).
import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';
import { ALL_NAMESPACES, createI18n } from '../i18n/i18n.ts';
import {
  PrerenderContext,
  type PrerenderedScreenName,
  takePrerenderedTitle,
} from '../lib/prerender-context.ts';
import { createMemoryRouter } from '../lib/router/index.ts';

export type RenderedScreen = {
  /** The inside of <div id="root">. */
  html: string;
  /** The namespaces the screen used: the browser loads these before it hydrates. */
  namespaces: string[];
  /** The document title, in the screen's language. */
  title: string;
};

const PATHS: Record<PrerenderedScreenName, string> = { welcome: '/', home: '/', auth: '/auth' };

export async function renderScreen(
  screen: PrerenderedScreenName,
  language: LanguageCode,
): Promise<RenderedScreen> {
  // Before a language is chosen the app runs in English; the welcome screen greets in `language` all the same.
  const appLanguage = screen === 'welcome' ? 'en' : language;
  const i18n = await createI18n({ language: appLanguage, namespaces: ALL_NAMESPACES, suspend: true });
  if (screen === 'welcome' && language !== 'en') {
    await i18n.loadLanguages(language);
  }
  const router = createMemoryRouter(routes, { initialEntries: [PATHS[screen]] });
  takePrerenderedTitle();
  const element = (
    <StrictMode>
      <PrerenderContext.Provider value={{ screen, language }}>
        <App i18n={i18n} router={router} />
      </PrerenderContext.Provider>
    </StrictMode>
  );
  // First a render that waits for every lazy part (the page's chunk), so that all of them have resolved; then the
  // HTML itself with renderToString, which writes each part in place. A streaming render would move large parts
  // into <template>s revealed by inline scripts, which our Content-Security-Policy rightly refuses to run.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  for await (const _chunk of prelude) {
    // Drained only so the render completes.
  }
  // React would leave the failed part to the browser; a screen that cannot render at build time is a bug to fix.
  if (errors.length > 0) throw new AggregateError(errors, `${screen} (${language}) could not be prerendered`);
  takePrerenderedTitle();
  const html = renderToString(element);
  if (
    html.includes('<template') ||
    html.includes('<script') ||
    html.includes('<!--$!') ||
    html.includes('<!--$?')
  ) {
    throw new Error(`${screen} (${language}): a part of the screen was still loading when it was rendered`);
  }
  const used = new Set<string>(i18n.reportNamespaces?.getUsedNamespaces() ?? []);
  used.add('common');
  if (screen === 'welcome') used.add('welcome');
  const title =
    screen === 'welcome'
      ? i18n.getFixedT(language, 'welcome')('title')
      : (takePrerenderedTitle() ?? i18n.t('appName', { ns: 'common' }));
  return { html, namespaces: [...used].sort(), title };
}
