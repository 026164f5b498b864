import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { Navigate, useSearchParams } from '../../../lib/router/index.ts';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { postSignInPath, requestedPath } from '../post-sign-in-path.ts';

/** A signed-in person on /auth goes on: to the page they asked for, else where their profile says. */
export function SignedInRedirect() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const { status, profile } = useProfile();
  const requested = requestedPath(search);
  if (requested) return <Navigate to={requested} replace />;
  if (status === 'loading' || status === 'signed-out') {
    return <LoadingMessage label={t('redirecting')} className="min-h-40 py-10" />;
  }
  return <Navigate to={postSignInPath(search, profile)} replace />;
}
