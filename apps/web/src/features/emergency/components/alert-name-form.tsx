import {
  DEFAULT_EMERGENCY_SETTINGS,
  type EmergencySettings,
  MAX_SENDER_NAME_LENGTH,
  ZUpdateEmergencySettingsRequest,
} from '@amparo/contract/emergency/emergency-settings';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountName } from '../../../lib/account/account-name.ts';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { useSession } from '../../../lib/session-provider.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { useEmergencySettings, useSaveEmergencySettings } from '../api/settings.ts';

type AlertNameFormProps = {
  /** What the step is for, said calmly: "Before your first contact…", "To alert your contacts…". */
  title: string;
  intro: string;
  submitLabel: string;
  onSaved?: (settings: EmergencySettings) => void;
  /** Shows a Cancel button (a step the person chose to start, such as adding a contact). */
  onCancel?: () => void;
  /** False where a frame already holds it (the alert panel on the officer card). */
  framed?: boolean;
  /** h3 inside a page section (the default); h2 where it stands alone, as on the card. */
  headingLevel?: 2 | 3;
  /** Puts the focus in the name field when the form appears: the person just asked to type it. */
  focusName?: boolean;
};

/**
 * Asks for the name contacts know the person by, pre-filled from the account when it holds one. Help Me Now
 * alerts nobody without it (the server refuses), so every way towards an alert asks here first.
 */
export function AlertNameForm({
  title,
  intro,
  submitLabel,
  onSaved,
  onCancel,
  framed = true,
  headingLevel = 3,
  focusName = false,
}: AlertNameFormProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('emergency');
  const titleId = useId();
  const { session } = useSession();
  const online = useOnlineStatus();
  const settings = useEmergencySettings();
  const save = useSaveEmergencySettings();
  const [name, setName] = useState(() => settings.data?.sender_name || accountName(session));
  const [missing, setMissing] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameInput.current?.focus();
  }, [focusName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...(settings.data ?? DEFAULT_EMERGENCY_SETTINGS), sender_name: name };
    const parsed = ZUpdateEmergencySettingsRequest.safeParse(next);
    if (!parsed.success) {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate(parsed.data, { onSuccess: (saved) => onSaved?.(saved) });
  };

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
      className={`flex flex-col gap-3 text-foreground ${framed ? 'rounded-xl border border-border bg-surface-raised p-4' : ''}`}
      data-testid="alert-name-form"
    >
      <Heading id={titleId} className="font-bold text-xl">
        {title}
      </Heading>
      <p>{intro}</p>
      <Field
        label={t('alertMessage.senderName')}
        hint={t('alertMessage.senderNameHint')}
        error={missing ? t('alertName.required') : null}
        limit={{ value: name, max: MAX_SENDER_NAME_LENGTH }}
      >
        {({ id, describedBy, invalid }) => (
          <input
            ref={nameInput}
            id={id}
            className={inputClassName}
            value={name}
            maxLength={MAX_SENDER_NAME_LENGTH}
            autoComplete="name"
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {save.isError ? (
        <p role="alert" className="font-medium text-danger">
          {t('alertMessage.saveError')}
        </p>
      ) : null}
      {online ? null : <p className="font-medium">{t('alertName.offline')}</p>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={save.isPending || !online}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            {t('contacts.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
