import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useMyConsultations } from './api/consultations.ts';
import { ConsultationList } from './components/consultation-list.tsx';

/** The legal hub's third tab for a person: their consultation requests, or how to make the first one. */
export function MyConsultationsSection() {
  const { t } = useTranslation('consultations');
  const titleId = useId();
  const consultations = useMyConsultations();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-bold text-2xl">
        {t('list.mineTitle')}
      </h2>
      {consultations.data ? (
        consultations.data.length === 0 ? (
          <div className="flex flex-col items-start gap-4 rounded-2xl border border-border border-dashed p-5">
            <p className="max-w-prose">{t('list.mineEmpty')}</p>
            <ButtonLink to="/legal-hub?tab=lawyers">
              <Search aria-hidden="true" className="size-5" />
              {t('list.findLawyer')}
            </ButtonLink>
          </div>
        ) : (
          <ConsultationList consultations={consultations.data} side="client" />
        )
      ) : consultations.isError ? (
        <ListError onRetry={() => void consultations.refetch()} />
      ) : (
        <LoadingMessage label={t('list.loading')} />
      )}
    </section>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('consultations');
  return (
    <div className="flex flex-col items-start gap-3">
      <FormAlert tone="error">{t('list.loadError')}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        {t('list.tryAgain')}
      </Button>
    </div>
  );
}
