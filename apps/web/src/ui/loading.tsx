import { useTranslation } from 'react-i18next';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={`animate-spin text-primary motion-reduce:animate-none ${className}`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type LoadingMessageProps = {
  label: string;
  className?: string;
};

/** A polite live region, so a screen reader hears that something is on its way. */
export function LoadingMessage({ label, className = '' }: LoadingMessageProps) {
  return (
    // Fades in after a moment: a fast load then shows nothing instead of a flicker.
    <div
      role="status"
      className={`flex animate-appear items-center justify-center gap-3 text-muted ${className}`}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/** The whole app, while the session is being checked: "Loading...". */
export function AppLoading() {
  const { t } = useTranslation('common');
  return <LoadingMessage label={t('loading.app')} className="min-h-dvh px-4" />;
}

/** A page whose code is still on its way: "Loading page...". */
export function PageLoading() {
  const { t } = useTranslation('common');
  return <LoadingMessage label={t('loading.page')} className="min-h-64 px-4 py-16" />;
}
