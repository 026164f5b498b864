import { PASSKEY_NAME_MAX_CHARS, type Passkey } from '@amparo/contract/auth/passkeys';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../../lib/account/form-controls.tsx';
import { intlLocale } from '../../../../lib/intl-locale.ts';
import { PasskeyRequestError } from '../../../../lib/passkeys/passkeys-api.ts';
import { describePasskeyFailure } from '../../../../lib/passkeys/webauthn.ts';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmButton } from '../../../../ui/confirm-button.tsx';
import { useRemovePasskey, useRenamePasskey } from '../api/passkey-mutations.ts';
import { checkPasskeyName, type PasskeyNameProblem } from '../passkey-name.ts';
import { VaultUnlockSwitch } from './vault-unlock-switch.tsx';

type PasskeyItemProps = { passkey: Passkey; onRemoved: () => void };

function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

export function PasskeyItem({ passkey, onRemoved }: PasskeyItemProps) {
  const { t } = useTranslation('security-passkeys');
  const formatDate = useFormatDate();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.friendly_name);
  const [nameProblem, setNameProblem] = useState<PasskeyNameProblem | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();

  const submitRename = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPasskeyName(name);
    if (!checked.ok) {
      setNameProblem(checked.problem);
      return;
    }
    setNameProblem(null);
    try {
      await rename.mutateAsync({ id: passkey.id, friendlyName: checked.name });
      setRenaming(false);
      setMessage({ tone: 'success', text: t('list.renamed') });
    } catch (error) {
      setMessage({ tone: 'error', text: t(`errors.${failureKey(error)}`) });
    }
  };

  const confirmRemoval = async () => {
    try {
      await remove.mutateAsync(passkey.id);
      onRemoved();
    } catch (error) {
      setMessage({ tone: 'error', text: t(`errors.${failureKey(error)}`) });
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4">
      <div className="flex flex-col gap-1">
        <p className="break-words font-semibold text-foreground text-lg">{passkey.friendly_name}</p>
        <p className="text-muted">
          {passkey.last_used_at
            ? t('list.lastUsed', { date: formatDate(passkey.last_used_at) })
            : t('list.neverUsed')}
        </p>
        <p className="text-muted">{t('list.created', { date: formatDate(passkey.created_at) })}</p>
        {passkey.backed_up ? <p className="text-muted">{t('list.synced')}</p> : null}
      </div>
      {renaming ? (
        <form noValidate onSubmit={submitRename} className="flex flex-col gap-3">
          <Field
            label={t('list.renameLabel', { name: passkey.friendly_name })}
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
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={rename.isPending}>
              {t('list.save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setRenaming(false);
                setName(passkey.friendly_name);
                setNameProblem(null);
              }}
            >
              {t('list.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            {t('list.rename')}
          </Button>
          <ConfirmButton
            label={t('list.remove')}
            ariaLabel={t('list.removeLabel', { name: passkey.friendly_name })}
            question={t('list.removeQuestion', { name: passkey.friendly_name })}
            detail={t('list.removeDetail')}
            confirmLabel={t('list.removeConfirm')}
            cancelLabel={t('list.cancel')}
            variant="secondary"
            disabled={remove.isPending}
            onConfirm={() => void confirmRemoval()}
          />
        </div>
      )}
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <VaultUnlockSwitch passkey={passkey} />
    </li>
  );
}

function failureKey(error: unknown) {
  if (error instanceof PasskeyRequestError && error.status === 404) return 'notFound' as const;
  return describePasskeyFailure(error);
}
