import type { FamilyMember } from '@amparo/contract/family/family-models';
import { ZFamilyPhone } from '@amparo/contract/family/family-models';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { useUpdateMembership } from '../api/family.ts';
import { normaliseFamilyPhone } from '../family-format.ts';
import { FamilyError } from './family-error.tsx';

// The phone is optional: empty clears it (the account's own number is then used).
const ZAlertsForm = z
  .object({ alert_on_help: z.boolean(), alert_phone: z.string() })
  .superRefine((form, context) => {
    const phone = form.alert_phone.trim();
    if (phone !== '' && !ZFamilyPhone.safeParse(normaliseFamilyPhone(phone)).success) {
      context.addIssue({ code: 'custom', path: ['alert_phone'], message: 'phone' });
    }
  });

type AlertsFormValues = z.infer<typeof ZAlertsForm>;

/** A person's own alert settings in their family: alerted or not when another member presses Help Me Now. */
export function MemberAlertsForm({ me }: { me: FamilyMember }) {
  const { t } = useTranslation('family');
  const titleId = useId();
  const update = useUpdateMembership();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<AlertsFormValues>({
    resolver: zodResolver(ZAlertsForm),
    defaultValues: { alert_on_help: me.alert_on_help ?? true, alert_phone: me.alert_phone ?? '' },
  });

  const submit = handleSubmit((values) => {
    setSaved(false);
    const phone = values.alert_phone.trim();
    update.mutate(
      { alert_on_help: values.alert_on_help, alert_phone: phone === '' ? null : normaliseFamilyPhone(phone) },
      {
        onSuccess: () => {
          setSaved(true);
          reset(values);
        },
      },
    );
  });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-bold text-xl">
        {t('member.alerts.title')}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0" {...register('alert_on_help')} />
          <span>{t('member.alerts.toggle')}</span>
        </label>
        <Field
          label={t('member.alerts.phone')}
          hint={t('member.alerts.phoneHint')}
          error={formState.errors.alert_phone ? t('fieldErrors.phone') : null}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              maxLength={30}
              className={`${inputClassName} text-start`}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...register('alert_phone')}
            />
          )}
        </Field>
        {update.isError ? <FamilyError error={update.error} /> : null}
        {saved ? <FormAlert tone="success">{t('member.alerts.saved')}</FormAlert> : null}
        <SubmitButton
          pending={update.isPending}
          pendingLabel={t('member.alerts.saving')}
          className="self-start"
        >
          {t('member.alerts.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
