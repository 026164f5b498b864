import { Check, CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../lib/account/use-update-profile.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { SaveError, StepLayout } from './step-layout.tsx';

const TERMS = ['information', 'truthful', 'documents', 'control'] as const;

/** Step 2: the terms and "information, not legal advice", accepted once; the server records when. */
export function ConsentStep() {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!accepted) {
      setShowMissing(true);
      return;
    }
    // The saved row replaces the cached profile, and the page moves on to the next step by itself.
    update.mutate({ legal_consent_accepted: true });
  };

  const missing = showMissing && !accepted;
  return (
    <StepLayout step={2} title={t('consent.title')} lead={t('consent.lead')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <section
          aria-labelledby={`${id}-terms`}
          className="rounded-2xl border border-border bg-surface-raised p-4 sm:p-6"
        >
          <h2 id={`${id}-terms`} className="font-bold text-xl">
            {t('consent.termsLabel')}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {TERMS.map((term) => (
              <li key={term} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <span>{t(`consent.terms.${term}`)}</span>
              </li>
            ))}
          </ul>
        </section>

        <div>
          {missing ? (
            <p id={`${id}-missing`} className="mb-2 flex items-center gap-2 font-semibold">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-warning" />
              {t('consent.missing')}
            </p>
          ) : null}
          <label
            htmlFor={`${id}-accept`}
            className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-border bg-surface-raised p-4 hover:border-primary has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              id={`${id}-accept`}
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
            />
            <span className="font-semibold text-lg">{t('consent.accept')}</span>
          </label>
        </div>

        {update.isError ? <SaveError message={t('page.saveError')} /> : null}
        <Button
          type="submit"
          size="lg"
          aria-disabled={update.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          {update.isPending ? <Spinner className="size-5 text-primary-foreground" /> : null}
          {update.isPending ? t('page.saving') : t('consent.submit')}
        </Button>
      </form>
    </StepLayout>
  );
}
