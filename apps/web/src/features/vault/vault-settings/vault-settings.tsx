import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { ReplacePassphraseForm } from '../unlock/replace-passphrase-form.tsx';
import { IdleLockChoice } from './idle-lock-choice.tsx';
import { NewRecoveryKit } from './new-recovery-kit.tsx';

/** The vault's own settings, while it is open: passphrase, recovery kit, idle lock, and what sign-out does here. */
export function VaultSettings({ vault }: { vault: UnlockedVault }) {
  const { t } = useTranslation('vault');
  const ids = { passphrase: useId(), kit: useId(), idle: useId(), device: useId() };
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={ids.passphrase} className="flex flex-col gap-3">
        <h3 id={ids.passphrase} className="font-bold text-foreground text-xl">
          {t('settings.passphrase.title')}
        </h3>
        <p className="text-muted">{t('settings.passphrase.intro')}</p>
        <ReplacePassphraseForm vault={vault} variant="settings" onSaved={() => undefined} />
      </section>
      <section aria-labelledby={ids.kit} className="flex flex-col gap-3">
        <h3 id={ids.kit} className="font-bold text-foreground text-xl">
          {t('settings.kit.title')}
        </h3>
        <NewRecoveryKit vault={vault} />
      </section>
      <section aria-labelledby={ids.idle} className="flex flex-col gap-3">
        <h3 id={ids.idle} className="font-bold text-foreground text-xl">
          {t('settings.idle.title')}
        </h3>
        <IdleLockChoice userId={vault.userId} />
      </section>
      <section aria-labelledby={ids.device} className="flex flex-col gap-3">
        <h3 id={ids.device} className="font-bold text-foreground text-xl">
          {t('settings.device.title')}
        </h3>
        <p className="text-foreground">{t('settings.device.signOut')}</p>
        <p className="text-muted">{t('settings.device.locked')}</p>
      </section>
    </div>
  );
}
