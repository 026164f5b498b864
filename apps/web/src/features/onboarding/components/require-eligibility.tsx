import { lazy } from 'react';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { Outlet } from '../../../lib/router/index.ts';

// The notice and its help links load only for the few who are shown it. The check itself is part of the app's
// frame: a chunk of its own made every signed-in page wait for it, and React then held the page back a further
// 300 ms after the "Loading page…" it had shown meanwhile (issue 24, point 8). The page's own boundary shows
// "Loading page…" while the notice arrives.
const IneligibleNotice = lazy(() =>
  import('./ineligible-notice.tsx').then((module) => ({ default: module.IneligibleNotice })),
);

/**
 * Guards the protected pages whose features are not for people who entered without inspection (all but
 * /onboarding, /settings and /help: see PATHS_OPEN_WHEN_INELIGIBLE). The server refuses those features too;
 * this keeps the person on the notice and its help links instead of on screens that would only fail.
 *
 * While the profile is loading or cannot be loaded (offline) the page opens: the emergency toolkit must work
 * with no network, and an eligible person must never wait on this check.
 */
export function RequireEligibility() {
  const { status, profile } = useProfile();
  if (status === 'ready' && profile && !profile.is_eligible) return <IneligibleNotice />;
  return <Outlet />;
}
