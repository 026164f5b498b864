import { CANCEL_DELETION_PAGE_PATH } from '@amparo/contract/account/account-deletion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Link } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { cancelDeletionByLink } from '../api/account-data.ts';

// The page the emailed "keep my account" link opens (CANCEL_DELETION_PAGE_PATH). The token is in the URL fragment,
// which never reaches a server log; nothing happens until the person presses the button, so a mail scanner that
// opens the link cannot cancel anything by itself.

type State = 'ready' | 'working' | 'done' | 'incomplete' | 'notFound' | 'tooMany' | 'failed';

function tokenFromFragment(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function KeepAccountPage() {
  const { t } = useTranslation('settings-account-data');
  useDocumentTitle(t('keepPage.title'));
  const [token] = useState(tokenFromFragment);
  const [state, setState] = useState<State>(token ? 'ready' : 'incomplete');

  const keep = async () => {
    if (!token) return;
    setState('working');
    try {
      await cancelDeletionByLink({ token });
      setState('done');
      // The token has done its work: it should not stay in the address bar or the history.
      window.history.replaceState(null, '', CANCEL_DELETION_PAGE_PATH);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) setState('notFound');
      else if (error instanceof ApiRequestError && error.code === 'rate_limited') setState('tooMany');
      else setState('failed');
    }
  };

  const message =
    state === 'done' ||
    state === 'incomplete' ||
    state === 'notFound' ||
    state === 'tooMany' ||
    state === 'failed'
      ? state
      : null;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-10 max-[359px]:px-3 sm:px-6">
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('keepPage.title')}</h1>
      {message ? (
        <FormAlert tone={message === 'done' ? 'success' : 'error'}>{t(`keepPage.${message}`)}</FormAlert>
      ) : (
        <p className="text-foreground">{t('keepPage.intro')}</p>
      )}
      {state === 'ready' || state === 'working' || state === 'failed' || state === 'tooMany' ? (
        <Button
          size="lg"
          className="sm:self-start"
          onClick={() => void keep()}
          disabled={state === 'working'}
        >
          {state === 'working' ? t('keepPage.working') : t('keepPage.action')}
        </Button>
      ) : (
        <Link to="/auth" className={buttonClassName({ variant: 'secondary', size: 'lg' }, 'sm:self-start')}>
          {t('keepPage.signIn')}
        </Link>
      )}
    </div>
  );
}
