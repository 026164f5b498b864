import { needsSecondFactor } from '../lib/account/assurance.ts';
import { WithQueryClient } from '../lib/query/with-query-client.tsx';
import { Navigate, Outlet, useLocation } from '../lib/router/index.ts';
import { signInPathFor } from '../lib/safe-redirect-path.ts';
import { useSession } from '../lib/session-provider.tsx';
import { AppLoading } from '../ui/loading.tsx';

/**
 * Guards the routes that need a signed-in user. A visitor is sent to /auth with the page they
 * asked for, so signing in brings them straight back.
 */
export function RequireSession() {
  const { status, session } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AppLoading />;
  // A password without the account's second factor is half a sign-in: the sign-in page asks for the code.
  if (status === 'signed-out' || needsSecondFactor(session)) {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  // Every signed-in screen reads the API through TanStack Query, which loads with the first of them.
  return (
    <WithQueryClient>
      <Outlet />
    </WithQueryClient>
  );
}
