import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../lib/router/index.ts';
import { SIGN_IN_PATH } from '../lib/safe-redirect-path.ts';
import { useSession } from '../lib/session-provider.tsx';
import { ButtonLink } from '../ui/button.tsx';

// The menu (and sign-out, which needs the auth client) is its own chunk: a visitor's first paint does without it.
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/** The header's account control: "Sign in" for a visitor, the account menu for a signed-in person. */
export function AccountMenuSlot() {
  const { t } = useTranslation('common');
  const { status, session } = useSession();
  const { pathname } = useLocation();

  if (status === 'signed-in' && session) {
    return (
      <Suspense fallback={null}>
        <AccountMenu session={session} />
      </Suspense>
    );
  }
  if (status === 'signed-out' && pathname !== SIGN_IN_PATH) {
    return (
      <ButtonLink to={SIGN_IN_PATH} variant="secondary" className="px-3">
        <LogIn aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
        {t('header.signIn')}
      </ButtonLink>
    );
  }
  return null;
}
