import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { authPath } from '../auth-draft.ts';

/** "Sign in" and "Create account" as two links: the address says which form is open, so Back works. */
export function ModeTabs({ current, search }: { current: 'signin' | 'signup'; search: URLSearchParams }) {
  const { t } = useTranslation('auth');
  const tabs = [
    { mode: 'signin', label: t('modeTabs.signIn') },
    { mode: 'signup', label: t('modeTabs.signUp') },
  ] as const;
  return (
    <nav aria-label={t('modeTabs.label')}>
      <ul className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-surface-raised p-1">
        {tabs.map((tab) => {
          const active = tab.mode === current;
          return (
            <li key={tab.mode} className="flex">
              <Link
                to={authPath(tab.mode, search)}
                replace
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 text-center font-semibold no-underline ${
                  active ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-primary-soft'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
