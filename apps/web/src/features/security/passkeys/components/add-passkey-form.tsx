import { PASSKEY_NAME_MAX_CHARS } from '@amparo/contract/auth/passkeys';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../../lib/account/form-controls.tsx';
import { describePasskeyFailure, type PasskeyFailure } from '../../../../lib/passkeys/webauthn.ts';
import { useAddPasskey } from '../api/passkey-mutations.ts';
import { checkPasskeyName, type PasskeyNameProblem } from '../passkey-name.ts';

/** Names the new passkey, then hands over to the device's own prompt (fingerprint, face or PIN). */
export function AddPasskeyForm() {
  const { t } = useTranslation('security-passkeys');
  const [name, setName] = useState(() => t('add.defaultName'));
  const [nameProblem, setNameProblem] = useState<PasskeyNameProblem | null>(null);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);
  const [added, setAdded] = useState(false);
  const add = useAddPasskey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    setFailure(null);
    const checked = checkPasskeyName(name);
    if (!checked.ok) {
      setNameProblem(checked.problem);
      return;
    }
    setNameProblem(null);
    try {
      await add.mutateAsync(checked.name);
      setAdded(true);
    } catch (error) {
      setFailure(describePasskeyFailure(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={add.isPending || undefined}>
      <h3 className="font-semibold text-foreground text-lg">{t('add.title')}</h3>
      <Field
        label={t('add.nameLabel')}
        hint={t('add.nameHint')}
        error={
          nameProblem
            ? t(`errors.${nameProblem}`, { max: PASSKEY_NAME_MAX_CHARS, count: PASSKEY_NAME_MAX_CHARS })
            : null
        }
        limit={{ value: name, max: PASSKEY_NAME_MAX_CHARS }}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="passkey-name"
            className={inputClassName}
            value={name}
            maxLength={PASSKEY_NAME_MAX_CHARS}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {failure ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      {added ? <FormAlert tone="success">{t('add.added')}</FormAlert> : null}
      <SubmitButton pending={add.isPending} pendingLabel={t('add.adding')} className="self-start">
        {t('add.submit')}
      </SubmitButton>
    </form>
  );
}
