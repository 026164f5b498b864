import type { Session } from '@supabase/auth-js';
import { ChevronDown, CircleHelp, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logAuthError } from '../lib/account/auth-errors.ts';
import { signOutOnThisDevice } from '../lib/account/sign-out.ts';
import { getAuthClient } from '../lib/auth-client.ts';
import { Link, useLocation, useNavigate } from '../lib/router/index.ts';
import { Spinner } from '../ui/loading.tsx';

/** The email, or the phone as "+1…", the person signed in with. */
export function accountLabel(session: Session): string {
  const { email, phone } = session.user;
  if (email) return email;
  if (phone) return phone.startsWith('+') ? phone : `+${phone}`;
  return '';
}

const itemClassName =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-start font-medium text-foreground no-underline hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus';

/**
 * A disclosure (button + list of links), not an ARIA menu: screen readers and keyboards already know how to
 * move through links, and Escape or a tap outside closes it.
 */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = accountLabel(session);
  const initial = session.user.email ? [...session.user.email][0]?.toUpperCase() : undefined;

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const signOut = async () => {
    setFailed(false);
    setSigningOut(true);
    // Home first: signing out on a protected page would otherwise make its guard offer to sign in again.
    navigate('/', { replace: true });
    try {
      const { error } = await signOutOnThisDevice(await getAuthClient());
      if (error) {
        logAuthError('Sign-out', error);
        setFailed(true);
        setOpen(true);
      }
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-foreground hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
        >
          {initial ?? <UserRound className="size-5" />}
        </span>
        <span className="sr-only">{t('accountMenu.button')}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-muted transition-transform max-sm:hidden ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface-raised p-2 shadow-lg"
      >
        <p className="px-3 pt-1 pb-2 text-muted text-sm">
          {t('accountMenu.signedInAs')}{' '}
          <bdi dir="ltr" className="block break-all font-semibold text-base text-foreground rtl:text-right">
            {label}
          </bdi>
        </p>
        <ul className="flex flex-col border-border border-t pt-2">
          <li>
            <Link to="/dashboard" className={itemClassName}>
              <LayoutDashboard aria-hidden="true" className="size-5 shrink-0 text-muted" />
              {t('accountMenu.dashboard')}
            </Link>
          </li>
          <li>
            <Link to="/settings" className={itemClassName}>
              <Settings aria-hidden="true" className="size-5 shrink-0 text-muted" />
              {t('accountMenu.settings')}
            </Link>
          </li>
          <li>
            <Link to="/help" className={itemClassName}>
              <CircleHelp aria-hidden="true" className="size-5 shrink-0 text-muted" />
              {t('accountMenu.help')}
            </Link>
          </li>
          <li className="mt-1 border-border border-t pt-1">
            <button type="button" onClick={signOut} disabled={signingOut} className={itemClassName}>
              {signingOut ? (
                <Spinner className="size-5" />
              ) : (
                <LogOut aria-hidden="true" className="size-5 shrink-0 text-muted rtl:-scale-x-100" />
              )}
              {signingOut ? t('accountMenu.signingOut') : t('accountMenu.signOut')}
            </button>
          </li>
        </ul>
        {failed ? (
          <p role="alert" className="px-3 py-2 font-medium text-danger">
            {t('accountMenu.signOutFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
