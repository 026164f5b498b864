import { VAULT_IDLE_LOCK_MINUTES } from '@amparo/contract/vault/vault-limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleLockMinutes } from '../../../lib/vault/idle-lock.ts';

/** How long the vault may sit untouched before it locks itself; kept on this device for this account. */
export function IdleLockChoice({ userId }: { userId: string }) {
  const { t } = useTranslation('vault');
  const [minutes, setMinutes] = useIdleLockMinutes(userId);
  const name = useId();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
      <legend className="sr-only">{t('settings.idle.title')}</legend>
      <p id={hintId} className="text-muted">
        {t('settings.idle.intro')}
      </p>
      <div className="flex flex-wrap gap-2">
        {VAULT_IDLE_LOCK_MINUTES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-border px-3 has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-3 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={minutes === choice}
              onChange={() => setMinutes(choice)}
              className="size-5 accent-primary"
            />
            <span className="font-medium text-foreground">
              {choice === 0 ? t('settings.idle.onLeave') : t('settings.idle.minutes', { count: choice })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
