import { renderHelpAlert } from '@amparo/contract/emergency/alert-messages';
import {
  DEFAULT_EMERGENCY_SETTINGS,
  type EmergencySettings,
  MAX_CUSTOM_MESSAGE_LENGTH,
  MAX_SENDER_NAME_LENGTH,
} from '@amparo/contract/emergency/emergency-settings';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { useEmergencySettings, useSaveEmergencySettings } from '../api/settings.ts';

/** The name, message and location choice Help Me Now uses, written in advance, with a preview. */
export function AlertMessageSection() {
  const { t, i18n } = useTranslation('emergency');
  const titleId = useId();
  const online = useOnlineStatus();
  const settings = useEmergencySettings();
  const save = useSaveEmergencySettings();
  const [draft, setDraft] = useState<EmergencySettings>(settings.data ?? DEFAULT_EMERGENCY_SETTINGS);
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);

  // The server's copy fills the form until the person starts typing; never over their words.
  useEffect(() => {
    if (settings.data && !touched) setDraft(settings.data);
  }, [settings.data, touched]);

  const change = (changes: Partial<EmergencySettings>) => {
    setTouched(true);
    setSaved(false);
    setDraft((current) => ({ ...current, ...changes }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => {
        setTouched(false);
        setSaved(true);
      },
    });
  };

  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const preview = renderHelpAlert(language, {
    name: draft.sender_name,
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
          limit={{ value: draft.sender_name, max: MAX_SENDER_NAME_LENGTH }}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              className={inputClassName}
              value={draft.sender_name}
              maxLength={MAX_SENDER_NAME_LENGTH}
              autoComplete="name"
              dir="auto"
              aria-describedby={describedBy}
              onChange={(event) => change({ sender_name: event.target.value })}
            />
          )}
        </Field>
        <Field
          label={t('alertMessage.customMessage')}
          hint={t('alertMessage.customMessageHint', { max: MAX_CUSTOM_MESSAGE_LENGTH })}
          limit={{ value: draft.custom_message, max: MAX_CUSTOM_MESSAGE_LENGTH }}
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className={`${inputClassName} min-h-28`}
              value={draft.custom_message}
              maxLength={MAX_CUSTOM_MESSAGE_LENGTH}
              dir="auto"
              rows={3}
              aria-describedby={describedBy}
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
          <p className="mt-1 whitespace-pre-wrap text-foreground" dir="auto">
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
