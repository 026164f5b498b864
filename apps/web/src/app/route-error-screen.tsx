import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from '../lib/router/index.ts';
import { PageLoading } from '../ui/loading.tsx';
import { canReloadForChunkError, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { ErrorScreen } from './error-screen.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The root route's errorElement: shown when the layout itself fails, so it brings its own plain
 * header (with the language picker) instead of the layout's. Reporting happens in
 * RouterProvider's onError, which sees each error once.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const reloading = isChunkLoadError(error) && canReloadForChunkError();

  useEffect(() => {
    if (reloading) reloadOnceForChunkError();
  }, [reloading]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader minimal />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {reloading ? (
          <PageLoading />
        ) : (
          <ErrorScreen
            // Navigating to the same address gives the router a new location, which clears its error.
            onTryAgain={() =>
              navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
            }
            onGoHome={() => navigate('/')}
          />
        )}
      </main>
    </div>
  );
}
