import { Suspense, useEffect } from 'react';
import { WithQueryClient } from '../lib/query/with-query-client.tsx';
import { Outlet, ScrollRestoration } from '../lib/router/index.ts';
import { PageLoading } from '../ui/loading.tsx';
import { clearChunkReloadFlag } from './chunk-reload.ts';
import { SiteHeader } from './site-header.tsx';

function PageLoaded() {
  useEffect(() => {
    clearChunkReloadFlag();
    // The page is the app's own now (hydrated, on a prerendered page): forms held until then go to it (start.ts).
    window.dispatchEvent(new Event('amparo:page-ready'));
    // The new page is on screen: a slow route change is reported (decision 017).
    void import('./watch-slow-loads.ts').then(
      (module) => module.finishRouteChange(),
      () => undefined,
    );
  }, []);
  return null;
}

/**
 * For pages opened from a link, maybe by people without an account (a proof-of-status link, the deletion email's
 * "keep my account" link): no welcome screen first, no session-dependent parts, no Help Me Now. Only the logo and
 * the language picker above the page.
 */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader minimal />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <WithQueryClient>
            <Outlet />
          </WithQueryClient>
          <PageLoaded />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
