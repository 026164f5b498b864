import { Mail, Smartphone } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import type { AuthDraft, IdentifierMethod, IdentifierProblem } from '../auth-draft.ts';

const PhoneField = lazy(() => import('./phone-field.tsx').then((module) => ({ default: module.PhoneField })));

type IdentifierFieldsProps = {
  draft: AuthDraft;
  onChange: (changes: Partial<AuthDraft>) => void;
  problem: IdentifierProblem | null;
  /** Recovery by email sends a link; by phone, a code. Both are offered everywhere. */
  emailLabel?: string;
};

/** "Email" or "Phone", then that field. */
export function IdentifierFields({ draft, onChange, problem, emailLabel }: IdentifierFieldsProps) {
  const { t } = useTranslation('auth');
  const name = useId();
  const methods: { value: IdentifierMethod; label: string; Icon: typeof Mail }[] = [
    { value: 'email', label: t('method.email'), Icon: Mail },
    { value: 'phone', label: t('method.phone'), Icon: Smartphone },
  ];
  const emailProblem = problem === 'emailRequired' || problem === 'emailInvalid' ? problem : null;
  const phoneProblem = problem === 'phoneRequired' || problem === 'phoneInvalid' ? problem : null;

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-1.5 font-semibold text-foreground">{t('method.legend')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-primary-soft p-1">
          {methods.map(({ value, label, Icon }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-center font-semibold text-foreground has-checked:bg-surface-raised has-checked:text-primary has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={draft.method === value}
                onChange={() => onChange({ method: value })}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {draft.method === 'email' ? (
        <Field
          label={emailLabel ?? t('fields.email')}
          error={emailProblem ? t(`validation.${emailProblem}`) : null}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              value={draft.email}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ email: event.target.value })}
              className={`${inputClassName} text-left rtl:text-right`}
            />
          )}
        </Field>
      ) : (
        <Suspense
          fallback={
            <div className="flex min-h-24 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <PhoneField
            value={draft.phone}
            error={phoneProblem ? t(`validation.${phoneProblem}`) : null}
            onChange={(phone, phoneE164) => onChange({ phone, phoneE164 })}
          />
        </Suspense>
      )}
    </div>
  );
}
