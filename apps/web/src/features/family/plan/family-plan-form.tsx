import {
  FAMILY_PLAN_FIELD_NAMES,
  type GetPreparednessPlanResponse,
  PLAN_NOTES_MAX,
  type PutPreparednessPlanRequest,
} from '@amparo/contract/emergency/preparedness-plan';
import { INVALID_CHARACTERS_MESSAGE, text } from '@amparo/contract/platform/typed-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';

// The family emergency plan's own fields, which live on the preparedness plan (one plan, not two). The form holds
// strings; an empty one is sent as null. Saving sends the rest of the plan as it is, since PUT replaces it all.

export type FamilyPlanField = (typeof FAMILY_PLAN_FIELD_NAMES)[number];

const ZFamilyPlanText = text({ multiline: true })
  .trim()
  .max(PLAN_NOTES_MAX)
  .transform((value) => (value === '' ? null : value));

const ZFamilyPlanForm = z.object({
  meeting_point: ZFamilyPlanText,
  document_copies: ZFamilyPlanText,
  numbers_to_know: ZFamilyPlanText,
  school_instructions: ZFamilyPlanText,
});

type FormInput = z.input<typeof ZFamilyPlanForm>;
type FormOutput = z.output<typeof ZFamilyPlanForm>;

/** The whole plan to PUT: what was saved, with the family fields replaced. */
export function planRequestWith(
  plan: GetPreparednessPlanResponse,
  family: FormOutput,
): PutPreparednessPlanRequest {
  const { updated_at: _updatedAt, ...fields } = plan;
  return { ...fields, ...family };
}

type FamilyPlanFormProps = {
  plan: GetPreparednessPlanResponse;
  pending: boolean;
  disabled?: boolean;
  onSubmit: (values: FormOutput) => void;
  onCancel: () => void;
};

export function FamilyPlanForm({ plan, pending, disabled, onSubmit, onCancel }: FamilyPlanFormProps) {
  const { t } = useTranslation('family-plan');
  const { t: tCommon } = useTranslation('common');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZFamilyPlanForm),
    defaultValues: Object.fromEntries(
      FAMILY_PLAN_FIELD_NAMES.map((name) => [name, plan[name] ?? '']),
    ) as FormInput,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="font-semibold text-danger">
          {t('dependents.fixFields')}
        </p>
      ) : null}
      {FAMILY_PLAN_FIELD_NAMES.map((name) => {
        const error = errors[name];
        return (
          <Field
            key={name}
            label={t(`plan.fields.${name}.label`)}
            hint={t(`plan.fields.${name}.hint`)}
            error={
              !error
                ? null
                : error.message === INVALID_CHARACTERS_MESSAGE
                  ? tCommon('forms.invalidCharacters')
                  : t('dependents.errors.notes')
            }
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                {...register(name)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                maxLength={PLAN_NOTES_MAX}
                rows={3}
                dir="auto"
                className={inputClassName}
              />
            )}
          </Field>
        );
      })}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={pending || disabled}>
          {pending ? t('plan.saving') : t('plan.save')}
        </Button>
        <Button variant="ghost" size="lg" onClick={onCancel} disabled={pending}>
          {t('plan.cancel')}
        </Button>
      </div>
    </form>
  );
}
