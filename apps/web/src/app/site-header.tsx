import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router/index.ts';
import { LogoMark } from '../ui/logo.tsx';
import { AccountMenuSlot } from './account-menu-slot.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { QuickExitButton } from './quick-exit-button.tsx';

type SiteHeaderProps = {
  /** On the root error screen: no session-dependent parts, which may be what failed. */
  minimal?: boolean;
};

export function SiteHeader({ minimal = false }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="border-border border-b bg-surface-raised [overflow-wrap:break-word]">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1.5 gap-y-2 px-3 py-2 min-[400px]:px-4 sm:gap-x-2 sm:px-6">
        <Link
          to="/"
          aria-label={t('header.homeLink')}
          className="-ms-1 flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-1 font-bold text-foreground text-lg no-underline"
        >
          <LogoMark className="size-8 shrink-0" />
          {/* On phones the mark alone keeps the header on one row, leaving room for the language names. */}
          <span aria-hidden="true" className="max-[479px]:hidden">
            {t('appName')}
          </span>
        </Link>
        {/* Below 360 px (a phone at 200 % zoom is 195 px) they do not fit on one row: the language picker takes the
            last row, whole, so nothing is cut off. */}
        <LanguagePicker className="ms-auto max-[359px]:order-last max-[359px]:ms-0 max-[359px]:basis-full" />
        {/* On every screen, always in the same corner of the top bar, and Escape three times does the same. */}
        {/* From 360 px everything stays on one row (issue 24): where the row is short, Quick exit gives up width
            first, its label going onto two lines between its words (basis 0, never wider than itself). */}
        <QuickExitButton className="max-[359px]:ms-auto min-[360px]:min-w-min min-[360px]:max-w-max min-[360px]:shrink-0 min-[360px]:grow min-[360px]:basis-0" />
        {minimal ? null : (
          // Never narrower than itself: where it does not fit beside Quick exit it wraps to a row of its own, at the
          // end. Sized from zero, it spilled over Quick exit, and a tap on Quick exit opened the account menu.
          <div className="max-[359px]:flex max-[359px]:grow max-[359px]:justify-end">
            <AccountMenuSlot />
          </div>
        )}
      </div>
    </header>
  );
}
