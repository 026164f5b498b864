import { LayoutDashboard, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SIGN_IN_PATH } from '../lib/safe-redirect-path.ts';
import { ButtonLink } from '../ui/button.tsx';
import { useSession } from './session-provider.tsx';

/**
 * ACCOUNT MENU SLOT. The accounts issue replaces the signed-in branch with the account menu
 * (settings, help, sign out). Until then a signed-in user gets a link to their dashboard.
 */
export function AccountMenuSlot() {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const { pathname } = useLocation();

  if (status === 'signed-in') {
    return (
      <ButtonLink to="/dashboard" variant="ghost" className="whitespace-nowrap px-3">
        <LayoutDashboard aria-hidden="true" className="size-5 shrink-0" />
        <span className="max-[359px]:sr-only">{t('header.dashboard')}</span>
      </ButtonLink>
    );
  }
  if (status === 'signed-out' && pathname !== SIGN_IN_PATH) {
    return (
      <ButtonLink to={SIGN_IN_PATH} variant="secondary" className="whitespace-nowrap px-3">
        <LogIn aria-hidden="true" className="size-5 shrink-0 max-[399px]:hidden rtl:-scale-x-100" />
        {t('header.signIn')}
      </ButtonLink>
    );
  }
  return null;
}
