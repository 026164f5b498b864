import type { Consultation } from '@amparo/contract/legal/consultation-models';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { Link, useParams, useSearchParams } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useConsultation } from '../consultations/api/consultations.ts';
import { ConsultationActions } from '../consultations/components/consultation-actions.tsx';
import { ConsultationDocuments } from '../consultations/components/consultation-documents.tsx';
import { ConsultationTimeline } from '../consultations/components/consultation-timeline.tsx';
import { ReviewSection } from '../consultations/components/review-section.tsx';
import { StatusBadge } from '../consultations/components/status-badge.tsx';
import { describeConsultationError } from '../consultations/consultation-errors.ts';
import { formatConsultationTime, timeZoneLabel } from '../consultations/consultation-times.ts';

// /legal-hub/consultations/:consultationId (issue 13, point 3), for both sides of a request: where it stands in plain
// words, what each side may do now, the times in the reader's own time zone, the history, the documents (the
// professional opens them with their own key) and, once it is done, the person's review.

export function ConsultationPage() {
  const { t } = useTranslation('consultations');
  useDocumentTitle(t('detail.title'));
  const { consultationId = '' } = useParams();
  const consultation = useConsultation(consultationId);
  const missing =
    consultation.error instanceof ApiRequestError && [400, 404].includes(consultation.error.status);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {consultation.data ? (
        <ConsultationView consultation={consultation.data} />
      ) : missing ? (
        <>
          <h1 className="font-bold text-3xl tracking-tight">{t('detail.title')}</h1>
          <FormAlert tone="info">{t('detail.notFound')}</FormAlert>
          <BackLink professional={false} />
        </>
      ) : consultation.isError ? (
        <>
          <h1 className="font-bold text-3xl tracking-tight">{t('detail.title')}</h1>
          <FormAlert tone="error">{t(`errors.${describeConsultationError(consultation.error)}`)}</FormAlert>
          <Button variant="secondary" className="self-start" onClick={() => void consultation.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </>
      ) : (
        <LoadingMessage label={t('detail.loading')} className="min-h-40" />
      )}
    </div>
  );
}

function BackLink({ professional }: { professional: boolean }) {
  const { t } = useTranslation('consultations');
  return (
    <Link
      to="/legal-hub?tab=consultations"
      className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {professional ? t('detail.backProfessional') : t('detail.back')}
    </Link>
  );
}

function ConsultationView({ consultation }: { consultation: Consultation }) {
  const { t, i18n } = useTranslation('consultations');
  const [search] = useSearchParams();
  const factsId = useId();
  const professional = consultation.viewer_role === 'professional';
  const name = consultation.professional.full_name;
  const when = (iso: string) => formatConsultationTime(iso, i18n.language);
  const explain = professional
    ? t(`explainProfessional.${consultation.status}`)
    : t(`explainClient.${consultation.status}`, { name });

  return (
    <>
      <BackLink professional={professional} />
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl tracking-tight">{t(`topics.${consultation.topic}`)}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={consultation.status} />
        </div>
        <p className="text-lg" data-testid="status-explanation">
          {explain}
        </p>
      </header>
      {search.get('documents') === 'failed' ? (
        <FormAlert tone="error">{t('errors.sharingFailed')}</FormAlert>
      ) : null}

      <section
        aria-labelledby={factsId}
        className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4 shadow-sm"
      >
        <h2 id={factsId} className="sr-only">
          {t('detail.title')}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-muted">{professional ? t('detail.from') : t('detail.with')}</dt>
          <dd>
            {professional ? (
              t('detail.aPerson')
            ) : (
              <>
                <bdi>{name}</bdi> · {t(`kinds.${consultation.professional.kind}`)}
              </>
            )}
          </dd>
          <dt className="font-semibold text-muted">{t('detail.sent')}</dt>
          <dd>{when(consultation.created_at)}</dd>
          {consultation.scheduled_time ? (
            <>
              <dt className="font-semibold text-muted">{t('detail.scheduled')}</dt>
              <dd className="font-bold text-foreground" data-testid="scheduled-time">
                {when(consultation.scheduled_time)}
              </dd>
            </>
          ) : null}
          {consultation.proposed_time ? (
            <>
              <dt className="font-semibold text-muted">{t('detail.proposed')}</dt>
              <dd className="font-bold text-foreground">{when(consultation.proposed_time)}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-muted">
            {professional ? t('detail.preferredProfessional') : t('detail.preferredClient')}
          </dt>
          <dd>
            {consultation.preferred_times.length === 0 ? (
              t('detail.noPreferred')
            ) : (
              <ul className="flex flex-col gap-1">
                {consultation.preferred_times.map((time) => (
                  <li key={time}>{when(time)}</li>
                ))}
              </ul>
            )}
          </dd>
          {consultation.client_contact ? (
            <>
              <dt className="font-semibold text-muted">{t('detail.contact')}</dt>
              <dd dir="ltr" className="break-all text-start font-semibold">
                {consultation.client_contact}
              </dd>
            </>
          ) : null}
        </dl>
        <p className="text-muted text-sm">{t('detail.timesIn', { zone: timeZoneLabel(i18n.language) })}</p>
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-muted">{t('detail.message')}</h3>
          <p dir="auto" className="whitespace-pre-wrap break-words text-foreground">
            {consultation.message}
          </p>
        </div>
      </section>

      <ConsultationActions consultation={consultation} />
      <ConsultationDocuments consultation={consultation} />
      <ReviewSection consultation={consultation} />
      <ConsultationTimeline consultation={consultation} />
    </>
  );
}
