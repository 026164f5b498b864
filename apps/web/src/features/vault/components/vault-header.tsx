import { Lock, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lockVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';

/** "Your vault is open", and the Lock button always at hand above the documents. */
export function VaultHeader({ idleMinutes }: { idleMinutes: number }) {
  const { t } = useTranslation('vault');
  return (
    <div className="flex flex-col gap-3 rounded-2xl border-2 border-primary/40 bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <LockOpen aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div>
          <p className="font-bold text-foreground">{t('header.open')}</p>
          <p className="text-muted text-sm">
            {idleMinutes === 0 ? t('header.onLeave') : t('header.idle', { count: idleMinutes })}
          </p>
        </div>
      </div>
      <Button variant="primary" onClick={() => lockVault('manual')} className="sm:shrink-0">
        <Lock aria-hidden="true" className="size-5" />
        {t('header.lock')}
      </Button>
    </div>
  );
}
