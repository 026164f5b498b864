import { VAULT_IDLE_LOCK_MINUTES, VAULT_LOCK_ON_LEAVE } from '@amparo/contract/vault/vault-limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { useIdleLockMinutes } from '../../../lib/vault/idle-lock.ts';
import { useChangePreferences } from '../api/preferences.ts';
import { ChoiceTile, SectionHeading, SettingsCard } from './settings-card.tsx';

/**
 * How soon the vault locks itself: the same choice as the vault's own settings (lib/vault/idle-lock.ts), which
 * an open vault follows at once, and saved on the account for the person's other devices.
 */
function VaultLockChoices({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const name = useId();
  const [minutes, setMinutes] = useIdleLockMinutes(userId);
  const save = useChangePreferences();

  return (
    <section aria-labelledby={`${name}-title`} className="flex flex-col gap-4">
      <SectionHeading id={`${name}-title`} title={t('vaultLock.title')} intro={t('vaultLock.intro')} />
      {save.isError ? <FormAlert tone="info">{t('display.notSynced')}</FormAlert> : null}
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('vaultLock.title')}</legend>
        <div className="flex flex-wrap gap-2">
          {VAULT_IDLE_LOCK_MINUTES.map((choice) => (
            <ChoiceTile
              key={choice}
              name={name}
              checked={minutes === choice}
              onChange={() => {
                setMinutes(choice);
                save.mutate({ vault_lock_minutes: choice });
              }}
            >
              {choice === VAULT_LOCK_ON_LEAVE
                ? t('vaultLock.onLeave')
                : t('vaultLock.minutes', { count: choice })}
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
      {minutes === VAULT_LOCK_ON_LEAVE ? (
        <p className="text-muted text-sm">{t('vaultLock.onLeaveHint')}</p>
      ) : null}
    </section>
  );
}

export function VaultLockSection({ userId }: { userId: string }) {
  return (
    <SettingsCard>
      <WithQueryClient>
        <VaultLockChoices userId={userId} />
      </WithQueryClient>
    </SettingsCard>
  );
}
