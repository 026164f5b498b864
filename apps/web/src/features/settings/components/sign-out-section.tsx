import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DescribedAuthError,
  describeAuthError,
  logAuthError,
} from '../../../lib/account/auth-errors.ts';
import { AuthErrorMessage, FormAlert } from '../../../lib/account/form-controls.tsx';
import { signOutEverywhere, signOutOnThisDevice } from '../../../lib/account/sign-out.ts';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';

type Pending = 'here' | 'everywhere' | null;

type SignOutState = { signOutFailed?: DescribedAuthError };

export function SignOutSection() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const location = useLocation();
  const returned = (location.state as SignOutState | null)?.signOutFailed ?? null;
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<DescribedAuthError | null>(returned);

  const run = async (scope: 'here' | 'everywhere') => {
    setFailure(null);
    setPending(scope);
    // Leave this protected page first: once signed out, its guard would send the person to the sign-in
    // page with a way back here, which is not what someone who just signed out wants.
    navigate('/', { replace: true });
    try {
      const client = await getAuthClient();
      const { error } =
        scope === 'here' ? await signOutOnThisDevice(client) : await signOutEverywhere(client);
      if (error) {
        logAuthError('Sign-out', error);
        // Still signed in (usually offline): back to this page, with the reason.
        const state: SignOutState = { signOutFailed: describeAuthError(error) };
        navigate('/settings', { replace: true, state });
      }
    } catch (error) {
      logAuthError('Sign-out', error);
      navigate('/settings', { replace: true, state: { signOutFailed: describeAuthError(error) } });
    }
  };

  return (
    <section aria-labelledby="settings-sign-out-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h2 id="settings-sign-out-title" className="font-bold text-foreground text-xl">
          {t('devices.title')}
        </h2>
        <p className="text-muted">{t('devices.intro')}</p>
        {failure ? (
          <FormAlert tone="error">
            <AuthErrorMessage error={failure} />
          </FormAlert>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => run('here')}
          disabled={pending !== null}
          className="sm:self-start"
        >
          {pending === 'here' ? (
            <Spinner className="size-5" />
          ) : (
            <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          )}
          {pending === 'here' ? t('devices.signingOut') : t('devices.signOut')}
        </Button>
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-border p-4">
        <h3 className="flex items-center gap-2 font-semibold text-foreground text-lg">
          <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
          {t('devices.everywhereTitle')}
        </h3>
        <p className="text-muted">{t('devices.everywhereIntro')}</p>
        <Button
          variant="secondary"
          onClick={() => run('everywhere')}
          disabled={pending !== null}
          className="sm:self-start"
        >
          {pending === 'everywhere' ? <Spinner className="size-5" /> : null}
          {pending === 'everywhere' ? t('devices.signingOutEverywhere') : t('devices.signOutEverywhere')}
        </Button>
      </div>
    </section>
  );
}
