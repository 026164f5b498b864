import { DEFAULT_LANGUAGE, isLanguageCode } from '@amparo/contract/i18n/languages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { listenForPreloadErrors } from './app/chunk-reload.ts';
import { reportClientError } from './app/report-client-error.ts';
import { pageNamespaces, preloadPage, preloadSignedInFrame, routes } from './app/routes.tsx';
import { canHydrate, readPrerendered } from './boot/hydration-plan.ts';
import { createI18n, loadNamespaces, readChosenLanguage, storeLanguage } from './i18n/i18n.ts';
import { LANGUAGE_COOKIE, mirrorLanguageCookie, readCookie } from './i18n/language-cookie.ts';
import { PrerenderContext } from './lib/prerender-context.ts';
import { createBrowserRouter } from './lib/router/index.ts';
import { readStoredSession, urlCarriesAuthResult } from './lib/session-provider.tsx';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The language this device has chosen. A choice made before any script ran (the welcome screen's links go through
 * the server, which sets the cookie) is adopted into localStorage, the app's own record of it.
 */
function chosenLanguage(storage: Storage | undefined) {
  const stored = readChosenLanguage(storage);
  if (stored) {
    mirrorLanguageCookie(stored);
    return stored;
  }
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (!isLanguageCode(fromCookie)) return null;
  storeLanguage(storage, fromCookie);
  return fromCookie;
}

/** How long the first render waits for the page's code once the strings are here (React's reveal throttle). */
const PAGE_CODE_WAIT_MS = 300;

/** After the load event, so the service worker's precache never competes with the first screen for the network. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') window.setTimeout(task, 0);
  else window.addEventListener('load', () => window.setTimeout(task, 0), { once: true });
}

async function start(): Promise<void> {
  listenForPreloadErrors();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const storage = safeLocalStorage();
  const chosen = chosenLanguage(storage);
  const prerendered = readPrerendered(container, document.documentElement);
  const hydrating =
    prerendered !== null &&
    canHydrate(prerendered, {
      chosenLanguage: chosen,
      signedIn: readStoredSession(storage) !== null,
      urlCarriesAuthResult: urlCarriesAuthResult(window.location),
      pathname: window.location.pathname,
      search: window.location.search,
    });

  // The page on show is fetched now, alongside its strings below, not after the layout has rendered. A first
  // visit shows the welcome screen whatever the address.
  const pageCode = chosen !== null ? preloadPage(window.location.pathname) : Promise.resolve();
  const signedIn = readStoredSession(storage) !== null;
  if (signedIn) preloadSignedInFrame();

  // Only the strings of the screen on show are loaded before it renders; every other page brings its own.
  const i18n = await createI18n({
    storage,
    documentElement: document.documentElement,
    language:
      hydrating && prerendered.screen !== 'welcome' ? prerendered.language : (chosen ?? DEFAULT_LANGUAGE),
    namespaces: hydrating
      ? prerendered.namespaces
      : [
          'common',
          ...(signedIn ? ['auth'] : []),
          ...(chosen ? pageNamespaces(window.location.pathname) : []),
        ],
    suspend: true,
  });
  if (hydrating && prerendered.screen === 'welcome') {
    // The greeting speaks the language the server chose for it.
    await loadNamespaces(i18n, prerendered.language, ['welcome']).catch(() => undefined);
  }

  // The first render waits a little for the page's code: rendered without it, the frame shows "Loading page…"
  // and React then holds the page back until 300 ms after that fallback appeared (its throttle on revealing
  // content). Measured on /emergency for a returning person offline (issue 24, point 8): the contacts came 300 ms
  // after the frame. A page that takes longer than the wait still gets the frame and "Loading page…" first.
  await Promise.race([pageCode, new Promise((resolve) => window.setTimeout(resolve, PAGE_CODE_WAIT_MS))]);

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <PrerenderContext.Provider value={hydrating ? prerendered : null}>
        <App i18n={i18n} router={router} />
      </PrerenderContext.Provider>
    </StrictMode>
  );
  if (hydrating) {
    hydrateRoot(container, app, {
      // A difference between the HTML and the first render: React renders that part again. Reported, because it
      // means a prerendered screen depends on something the hydration plan does not know.
      onRecoverableError: (error) => {
        console.error('Hydration error', error);
        reportClientError(error);
      },
    });
  } else {
    createRoot(container).render(app);
  }

  afterLoad(() => {
    // Spec §9: page loads and route changes slower than 3 s are reported to the server log (decision 017). It reads
    // the timeline after the fact, so it waits for the load event like the service worker.
    void import('./app/watch-slow-loads.ts').then(
      (module) => {
        module.watchPageLoad();
        module.measureRouteChanges(router);
      },
      () => undefined,
    );
    void import('./app/register-service-worker.ts').then((module) => module.registerServiceWorker(i18n));
  });
}

void start();
