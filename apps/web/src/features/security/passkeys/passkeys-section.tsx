import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { usePasskeys } from '../../../lib/passkeys/use-passkeys.ts';
import { passkeysSupported } from '../../../lib/passkeys/webauthn.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { AddPasskeyForm } from './components/add-passkey-form.tsx';
import { PasskeyItem } from './components/passkey-item.tsx';

/** The security center's passkeys: what a passkey is, in plain words, then add, list, rename and remove. */
export function PasskeysSection() {
  const { t } = useTranslation('security-passkeys');
  const passkeys = usePasskeys();
  const [removed, setRemoved] = useState(false);
  const supported = passkeysSupported();

  return (
    <section aria-labelledby="passkeys-title" className="flex flex-col gap-5">
      <h2 id="passkeys-title" className="font-bold text-2xl text-foreground">
        {t('section.title')}
      </h2>
      <div className="flex flex-col gap-2 text-foreground">
        <p>{t('section.whatIs')}</p>
        <p>{t('section.safer')}</p>
        <p>{t('section.private')}</p>
      </div>
      {supported ? <AddPasskeyForm /> : <FormAlert tone="info">{t('section.unsupported')}</FormAlert>}
      <h3 className="font-semibold text-foreground text-lg">{t('list.heading')}</h3>
      {removed ? <FormAlert tone="success">{t('list.removed')}</FormAlert> : null}
      {passkeys.isPending ? (
        <LoadingMessage label={t('section.loading')} />
      ) : passkeys.isError ? (
        <FormAlert tone="error">
          <p>{t('section.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void passkeys.refetch()}>
            {t('section.retry')}
          </Button>
        </FormAlert>
      ) : passkeys.data.length === 0 ? (
        <p className="text-muted">{t('section.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemoved={() => setRemoved(true)} />
          ))}
        </ul>
      )}
    </section>
  );
}
