import { ZLanguageCode } from '@amparo/contract/emergency/emergency-contact';
import type { CreateFamilyInvitationRequest } from '@amparo/contract/family/create-family-invitation';
import { FAMILY_INVITATION_CHANNELS, FAMILY_NAME_MAX } from '@amparo/contract/family/family-limits';
import { ZFamilyName, ZFamilyPhone } from '@amparo/contract/family/family-models';
import { isLanguageCode, LANGUAGES } from '@amparo/contract/i18n/languages';
import { INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { useCreateInvitation } from '../api/family.ts';
import { normaliseFamilyPhone } from '../family-format.ts';
import { FamilyError } from './family-error.tsx';

const EMAIL_MAX = 254;

// The form keeps the email and the phone apart, so switching between them never loses what was typed; only the
// chosen one is checked and sent, with the same rules as the server (the contract's schemas).
const ZInviteForm = z
  .object({
    invitee_name: ZFamilyName,
    channel: z.enum(FAMILY_INVITATION_CHANNELS),
    email: z.string(),
    phone: z.string(),
    language: ZLanguageCode,
    inviter_name: ZFamilyName,
  })
  .superRefine((form, context) => {
    if (form.channel === 'email') {
      if (!z.email().max(EMAIL_MAX).safeParse(form.email.trim()).success) {
        context.addIssue({ code: 'custom', path: ['email'], message: 'email' });
      }
    } else if (!ZFamilyPhone.safeParse(normaliseFamilyPhone(form.phone)).success) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phone' });
    }
  });

export type InviteFormValues = z.input<typeof ZInviteForm>;

export function toInvitationRequest(form: z.output<typeof ZInviteForm>): CreateFamilyInvitationRequest {
  const common = {
    invitee_name: form.invitee_name,
    language: form.language,
    inviter_name: form.inviter_name,
  };
  return form.channel === 'email'
    ? { channel: 'email', address: form.email.trim(), ...common }
    : { channel: 'sms', address: normaliseFamilyPhone(form.phone), ...common };
}

type FieldErrorKey = 'required' | 'tooLong' | 'email' | 'phone' | 'invalidCharacters';

/** Which translated line a field's error gets, from the zod issue the resolver passed on. */
export function fieldErrorKey(error: FieldError | undefined): FieldErrorKey | null {
  if (!error) return null;
  if (error.message === INVALID_CHARACTERS_MESSAGE) return 'invalidCharacters';
  if (error.message === 'email' || error.message === 'phone') return error.message;
  if (error.type === 'too_big') return 'tooLong';
  return 'required';
}

type InviteFormProps = {
  /** The holder's name as the family knows it, the alert name, or the account's, whichever is known. */
  inviterName: string;
  /** No place left: the form gives way to a note, and the last invitation's confirmation stays on screen. */
  full: boolean;
};

/** "Invite someone" (issue 12, point 2): their name, email or phone, their language and how they know you. */
export function InviteForm({ inviterName, full }: InviteFormProps) {
  const { t, i18n } = useTranslation('family');
  const titleId = useId();
  const create = useCreateInvitation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<InviteFormValues, unknown, z.output<typeof ZInviteForm>>({
    resolver: zodResolver(ZInviteForm),
    defaultValues: {
      invitee_name: '',
      channel: 'email',
      email: '',
      phone: '',
      language: isLanguageCode(i18n.language) ? i18n.language : 'en',
      inviter_name: inviterName,
    },
  });
  const { register, handleSubmit, formState, getFieldState, setValue, reset, control } = form;
  const channel = useWatch({ control, name: 'channel' });
  const typed = useWatch({ control });

  // The name may arrive after the form (a request still under way): fill it in unless the person typed one.
  useEffect(() => {
    if (inviterName && !getFieldState('inviter_name').isDirty) setValue('inviter_name', inviterName);
  }, [inviterName, getFieldState, setValue]);

  const errorText = (name: keyof InviteFormValues) => {
    const key = fieldErrorKey(formState.errors[name]);
    return key ? t(`fieldErrors.${key}`) : null;
  };

  const submit = handleSubmit((values) => {
    setSentTo(null);
    create.mutate(toInvitationRequest(values), {
      onSuccess: () => {
        setSentTo(values.invitee_name);
        // A new person next: their details go, the holder's own name and the language choice stay.
        reset({ ...values, invitee_name: '', email: '', phone: '' });
      },
    });
  });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-bold text-xl">
        {t('invite.title')}
      </h2>
      {sentTo && full ? <FormAlert tone="success">{t('invite.sent', { name: sentTo })}</FormAlert> : null}
      {full ? <FormAlert tone="info">{t('invite.full')}</FormAlert> : <p>{t('invite.intro')}</p>}
      {full ? null : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="invite-form">
          <Field
            label={t('invite.name')}
            error={errorText('invitee_name')}
            limit={{ value: typed.invitee_name ?? '', max: FAMILY_NAME_MAX }}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={inputClassName}
                maxLength={FAMILY_NAME_MAX}
                autoComplete="off"
                dir="auto"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('invitee_name')}
              />
            )}
          </Field>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 font-semibold">{t('invite.channel')}</legend>
            <div className="flex flex-wrap gap-3">
              {FAMILY_INVITATION_CHANNELS.map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-4 has-checked:border-2 has-checked:border-primary"
                >
                  <input type="radio" value={option} className="size-5" {...register('channel')} />
                  {t(option === 'email' ? 'invite.email' : 'invite.sms')}
                </label>
              ))}
            </div>
          </fieldset>

          {channel === 'email' ? (
            <Field key="email" label={t('invite.emailAddress')} error={errorText('email')}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  dir="ltr"
                  maxLength={EMAIL_MAX}
                  className={`${inputClassName} text-start`}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  {...register('email')}
                />
              )}
            </Field>
          ) : (
            <Field
              key="phone"
              label={t('invite.phone')}
              hint={t('invite.phoneHint')}
              error={errorText('phone')}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  dir="ltr"
                  maxLength={30}
                  className={`${inputClassName} text-start`}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  {...register('phone')}
                />
              )}
            </Field>
          )}

          <Field label={t('invite.language')} hint={t('invite.languageHint')}>
            {({ id, describedBy }) => (
              <select
                id={id}
                className={inputClassName}
                aria-describedby={describedBy}
                {...register('language')}
              >
                {LANGUAGES.map((language) => (
                  <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
                    {language.nativeName}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <Field
            label={t('invite.inviterName')}
            hint={t('invite.inviterNameHint')}
            error={errorText('inviter_name')}
            limit={{ value: typed.inviter_name ?? '', max: FAMILY_NAME_MAX }}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={inputClassName}
                maxLength={FAMILY_NAME_MAX}
                autoComplete="name"
                dir="auto"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('inviter_name')}
              />
            )}
          </Field>

          {create.isError ? <FamilyError error={create.error} /> : null}
          {sentTo ? <FormAlert tone="success">{t('invite.sent', { name: sentTo })}</FormAlert> : null}

          <SubmitButton pending={create.isPending} pendingLabel={t('invite.sending')} className="self-start">
            {t('invite.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
