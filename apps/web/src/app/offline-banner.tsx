import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../lib/use-online-status.ts';

/** A calm note, not an alarm: the saved parts of the app keep working offline. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnlineStatus();
  return (
    <div role="status">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-primary-soft px-4 py-2 text-center text-foreground text-sm">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
