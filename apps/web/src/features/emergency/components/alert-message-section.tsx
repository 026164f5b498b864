import { renderHelpAlert } from '@amparo/contract/emergency/alert-messages';
import {
  DEFAULT_EMERGENCY_SETTINGS,
  type EmergencySettings,
  MAX_CUSTOM_MESSAGE_LENGTH,
  MAX_SENDER_NAME_LENGTH,
  ZUpdateEmergencySettingsRequest,
} from '@amparo/contract/emergency/emergency-settings';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { fieldsWithInvalidCharacters } from '@amparo/contract/platform/typed-text';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountName } from '../../../lib/account/account-name.ts';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { useSession } from '../../../lib/session-provider.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { useEmergencySettings, useSaveEmergencySettings } from '../api/settings.ts';

/** The name the person's family knows them by, which alerts carry until they choose one of their own. */
function familyName(settings: EmergencySettings & { family_name?: string | null }): string {
  return settings.family_name?.trim() ?? '';
}

/** The name, message and location choice Help Me Now uses, written in advance, with a preview. */
export function AlertMessageSection() {
  const { t, i18n } = useTranslation('emergency');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const online = useOnlineStatus();
  const { session } = useSession();
  const settings = useEmergencySettings();
  const save = useSaveEmergencySettings();
  // With no name saved yet, the one the account holds is offered (it is only used once saved).
  const offeredName = accountName(session);
  const [draft, setDraft] = useState<EmergencySettings>(() => {
    const start = settings.data ?? DEFAULT_EMERGENCY_SETTINGS;
    return { ...start, sender_name: start.sender_name || familyName(start) || offeredName };
  });
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  // Fields holding a character that cannot be saved (a paste can bring one): the server would refuse them too.
  const [hiddenCharacters, setHiddenCharacters] = useState<string[]>([]);

  // The server's copy fills the form until the person starts typing; never over their words.
  useEffect(() => {
    if (settings.data && !touched) {
      setDraft({
        ...settings.data,
        sender_name: settings.data.sender_name || familyName(settings.data) || offeredName,
      });
    }
  }, [settings.data, touched, offeredName]);

  const change = (changes: Partial<EmergencySettings>) => {
    setTouched(true);
    setSaved(false);
    setDraft((current) => ({ ...current, ...changes }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZUpdateEmergencySettingsRequest.safeParse(draft);
    setHiddenCharacters(checked.success ? [] : fieldsWithInvalidCharacters(checked.error.issues));
    setNameMissing(!checked.success && draft.sender_name.trim() === '');
    if (!checked.success) return;
    save.mutate(checked.data, {
      onSuccess: () => {
        setTouched(false);
        setSaved(true);
      },
    });
  };

  const errorOf = (field: 'sender_name' | 'custom_message') =>
    hiddenCharacters.includes(field) ? tCommon('forms.invalidCharacters') : null;

  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const preview = renderHelpAlert(language, {
    name: draft.sender_name.trim() || t('alertMessage.namePlaceholder'),
    at: new Date(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    mapUrl: draft.share_location ? 'https://www.openstreetmap.org/?mlat=…' : null,
    customMessage: draft.custom_message,
  }).sms;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="font-bold text-2xl text-foreground">
          {t('alertMessage.title')}
        </h2>
        <p className="mt-1 max-w-prose text-muted">{t('alertMessage.intro')}</p>
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
      >
        <Field
          label={t('alertMessage.senderName')}
          hint={t('alertMessage.senderNameHint')}
          error={errorOf('sender_name') ?? (nameMissing ? t('alertName.required') : null)}
          limit={{ value: draft.sender_name, max: MAX_SENDER_NAME_LENGTH }}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className={inputClassName}
              value={draft.sender_name}
              maxLength={MAX_SENDER_NAME_LENGTH}
              autoComplete="name"
              dir="auto"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => change({ sender_name: event.target.value })}
            />
          )}
        </Field>
        <Field
          label={t('alertMessage.customMessage')}
          hint={t('alertMessage.customMessageHint', {
            max: MAX_CUSTOM_MESSAGE_LENGTH,
            count: MAX_CUSTOM_MESSAGE_LENGTH,
          })}
          error={errorOf('custom_message')}
          limit={{ value: draft.custom_message, max: MAX_CUSTOM_MESSAGE_LENGTH }}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className={`${inputClassName} min-h-28`}
              value={draft.custom_message}
              maxLength={MAX_CUSTOM_MESSAGE_LENGTH}
              dir="auto"
              rows={3}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => change({ custom_message: event.target.value })}
            />
          )}
        </Field>
        <div>
          <label className="flex min-h-11 items-center gap-3 font-semibold text-foreground">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-primary"
              checked={draft.share_location}
              aria-describedby={`${titleId}-location`}
              onChange={(event) => change({ share_location: event.target.checked })}
            />
            {t('alertMessage.shareLocation')}
          </label>
          <p id={`${titleId}-location`} className="text-muted text-sm">
            {t('alertMessage.shareLocationHint')}
          </p>
        </div>
        <div className="rounded-lg bg-surface p-3">
          <p className="font-semibold text-foreground text-sm">{t('alertMessage.preview')}</p>
          <p className="mt-1 whitespace-pre-wrap text-foreground" dir="auto" data-testid="alert-preview">
            {preview}
          </p>
        </div>
        {save.isError ? (
          <p role="alert" className="font-medium text-danger">
            {t('alertMessage.saveError')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || !online}>
            {t('alertMessage.save')}
          </Button>
          <p role="status" className="text-success">
            {saved ? t('alertMessage.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
