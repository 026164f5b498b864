import { DoorOpen } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listenForEscapeExit, quickExit } from '../lib/quick-exit/quick-exit.ts';

/**
 * Quick exit, in the header of every screen (decision 036): one tap replaces the tab with an ordinary page. Escape
 * pressed three times quickly does the same, from anywhere, even inside a dialog.
 */
export function QuickExitButton({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage;

  useEffect(() => listenForEscapeExit(() => quickExit({ language })), [language]);

  return (
    <button
      type="button"
      onClick={() => quickExit({ language })}
      title={t('quickExit.hint')}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border-2 border-foreground bg-surface-raised px-2.5 py-1.5 text-center font-semibold text-foreground text-sm leading-tight hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2 ${className}`}
      data-quick-exit=""
    >
      <DoorOpen aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      {t('quickExit.label')}
    </button>
  );
}
