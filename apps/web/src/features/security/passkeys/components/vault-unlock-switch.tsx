import type { Passkey } from '@amparo/contract/auth/passkeys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import { PrfUnavailableError } from '../../../../lib/passkeys/passkey-prf.ts';
import { describePasskeyFailure } from '../../../../lib/passkeys/webauthn.ts';
import { useUnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/loading.tsx';
import { useVaultUnlockSwitch } from '../api/passkey-mutations.ts';

type Outcome = 'turnedOn' | 'turnedOff' | 'prfFailed' | ReturnType<typeof describePasskeyFailure>;

/**
 * "Unlock the vault with this passkey". Turning it on needs the vault open (its key is what gets wrapped) and an
 * authenticator that gives a PRF result; when either is missing the person is told plainly and the passphrase
 * stays the way in.
 */
export function VaultUnlockSwitch({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation('security-passkeys');
  const vault = useUnlockedVault();
  const toggle = useVaultUnlockSwitch();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const on = passkey.vault_unlock !== null;

  const run = async (turnOn: boolean) => {
    setOutcome(null);
    try {
      await toggle.mutateAsync({ passkey, vault, on: turnOn });
      setOutcome(turnOn ? 'turnedOn' : 'turnedOff');
    } catch (error) {
      if (
        error instanceof PrfUnavailableError ||
        (error instanceof Error && error.name === 'VaultCryptoError')
      ) {
        setOutcome('prfFailed');
      } else {
        setOutcome(describePasskeyFailure(error));
      }
    }
  };

  const message = outcome
    ? outcome === 'turnedOn' || outcome === 'turnedOff' || outcome === 'prfFailed'
      ? t(`vault.${outcome}`)
      : t(`errors.${outcome}`)
    : null;

  return (
    <div className="flex flex-col gap-2 border-border border-t pt-3">
      <p className="font-semibold text-foreground">{t('vault.heading')}</p>
      {on ? (
        <>
          <p className="text-foreground">{t('vault.on')}</p>
          <Button
            variant="secondary"
            className="self-start"
            disabled={toggle.isPending}
            aria-label={t('vault.turnOffLabel', { name: passkey.friendly_name })}
            onClick={() => void run(false)}
          >
            {t('vault.turnOff')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted">{t('vault.explain')}</p>
          {!passkey.prf_capable ? <p className="text-muted">{t('vault.notOffered')}</p> : null}
          {passkey.prf_capable && !vault ? (
            <div className="flex flex-col items-start gap-2">
              <p className="text-foreground">{t('vault.needsOpenVault')}</p>
              <ButtonLink to="/documents" variant="secondary">
                {t('vault.openVault')}
              </ButtonLink>
            </div>
          ) : null}
          {passkey.prf_capable && vault ? (
            <Button
              variant="secondary"
              className="self-start"
              disabled={toggle.isPending}
              aria-label={t('vault.turnOnLabel', { name: passkey.friendly_name })}
              onClick={() => void run(true)}
            >
              {toggle.isPending ? (
                <>
                  <Spinner className="size-5 text-current" />
                  <span>{t('vault.turningOn')}</span>
                </>
              ) : (
                t('vault.turnOn')
              )}
            </Button>
          ) : null}
        </>
      )}
      {message ? (
        <FormAlert tone={outcome === 'turnedOn' || outcome === 'turnedOff' ? 'success' : 'error'}>
          {message}
        </FormAlert>
      ) : null}
    </div>
  );
}
