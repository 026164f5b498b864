import { VERIFICATION_NOTE_MAX } from '@amparo/contract/legal/legal-limits';
import type { OwnerListingReport } from '@amparo/contract/legal/owner-list-listing-reports';
import { REPORT_ALREADY_CLOSED } from '@amparo/contract/legal/resolve-listing-report';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { formatListingDate } from '../../../lib/public-listing-format.ts';
import { Link } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useSetOrganizationHidden } from '../api/legal-registry.ts';
import { type ReportsView, useListingReports, useResolveReport } from '../api/listing-reports.ts';

const VIEWS: ReportsView[] = ['open', 'resolved', 'dismissed', 'all'];

/**
 * The owner's queue of reports about listings (issue 13, point 6): open ones first, each with what was reported,
 * a way to act on it (hide a registry entry; the Professionals or Reviews tab for the others) and a note that
 * closes it, written to the audit log.
 */
export function ReportsQueue() {
  const { t } = useTranslation('legal-aid');
  const id = useId();
  const [view, setView] = useState<ReportsView>('open');
  const reports = useListingReports(view);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-bold text-2xl">
          {t('ownerReports.title')}
        </h2>
        <p className="max-w-prose text-muted">{t('ownerReports.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-view`} className="font-semibold">
            {t('ownerReports.show')}
          </label>
          <select
            id={`${id}-view`}
            className={`${inputClassName} w-auto pe-8`}
            value={view}
            onChange={(event) => setView(event.target.value as ReportsView)}
          >
            {VIEWS.map((value) => (
              <option key={value} value={value}>
                {t(`ownerReports.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {reports.data ? (
          <p className="font-semibold" role="status">
            {t('ownerReports.openCount', { count: reports.data.open_count })}
          </p>
        ) : null}
      </div>
      {reports.data ? (
        reports.data.reports.length === 0 ? (
          <p className="rounded-2xl border border-border border-dashed p-6">{t('ownerReports.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {reports.data.reports.map((report) => (
              <li key={report.id}>
                <ReportItem report={report} />
              </li>
            ))}
          </ul>
        )
      ) : reports.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert tone="error">{t('ownerReports.loadError')}</FormAlert>
          <Button onClick={() => void reports.refetch()}>{t('ownerReports.tryAgain')}</Button>
        </div>
      ) : (
        <LoadingMessage label={t('ownerReports.loading')} className="min-h-40 py-10" />
      )}
    </section>
  );
}

function ReportItem({ report }: { report: OwnerListingReport }) {
  const { t, i18n } = useTranslation('legal-aid');
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<'noteRequired' | 'actionError' | 'alreadyClosed' | null>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const resolve = useResolveReport();
  const hide = useSetOrganizationHidden();
  const { target } = report;

  function close(outcome: 'resolved' | 'dismissed') {
    if (note.trim() === '') {
      setProblem('noteRequired');
      noteField.current?.focus();
      return;
    }
    setProblem(null);
    resolve.mutate(
      { id: report.id, outcome, note: note.trim() },
      {
        onError: (error) =>
          setProblem(
            error instanceof ApiRequestError && error.code === REPORT_ALREADY_CLOSED
              ? 'alreadyClosed'
              : 'actionError',
          ),
      },
    );
  }

  return (
    <article
      aria-labelledby={`${id}-target`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4"
      data-testid="listing-report"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold text-muted text-sm">{t(`ownerReports.targetKinds.${target.kind}`)}</p>
          <h3 id={`${id}-target`} className="break-words font-bold text-lg">
            {target.name ?? t('ownerReports.targetGone')}
          </h3>
          {target.detail ? (
            <p className="break-words text-muted text-sm" dir="auto">
              {target.detail}
            </p>
          ) : null}
        </div>
        <span className="rounded-full bg-surface px-3 py-1 font-semibold text-sm">
          {t(`ownerReports.statuses.${report.status}`)}
        </span>
      </div>
      {target.name !== null && !target.publicly_visible ? (
        <p className="font-semibold text-sm">{t('ownerReports.notVisible')}</p>
      ) : null}
      <p className="font-semibold">{t(`report.reasons.${report.reason}`)}</p>
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-sm">{t('ownerReports.details')}</p>
        <p className="whitespace-pre-wrap break-words" dir="auto">
          {report.details || t('ownerReports.noDetails')}
        </p>
      </div>
      <p className="text-muted text-sm">
        {t('ownerReports.reportedOn', { date: formatListingDate(report.created_at, i18n.language) })} ·{' '}
        {report.signed_in ? t('ownerReports.signedIn') : t('ownerReports.signedOut')}
      </p>
      {report.status === 'open' ? (
        <div className="flex flex-col gap-3 border-border border-t pt-3">
          <div className="flex flex-wrap gap-2">
            {target.kind === 'organization' && target.publicly_visible ? (
              <ConfirmButton
                label={t('ownerReports.hideEntry')}
                question={t('ownerReports.hideQuestion')}
                detail={t('ownerReports.hideDetail')}
                confirmLabel={t('ownerReports.hideEntry')}
                cancelLabel={t('ownerRegistry.cancel')}
                variant="secondary"
                disabled={hide.isPending}
                onConfirm={() =>
                  hide.mutate(
                    { id: target.id, hidden: true, reason: `Report ${report.id}` },
                    { onError: () => setProblem('actionError') },
                  )
                }
              />
            ) : null}
            {target.kind === 'organization' && !target.publicly_visible && target.name !== null ? (
              <p role="status" className="font-semibold">
                {t('ownerReports.entryHidden')}
              </p>
            ) : null}
            {target.kind === 'professional' ? (
              <Link to="/owner/dashboard?tab=professionals" className="font-semibold text-primary underline">
                {t('ownerReports.openProfessionals')}
              </Link>
            ) : null}
            {target.kind === 'review' ? (
              <Link to="/owner/dashboard?tab=reviews" className="font-semibold text-primary underline">
                {t('ownerReports.openReviews')}
              </Link>
            ) : null}
          </div>
          <Field
            label={t('ownerReports.note')}
            hint={t('ownerReports.noteHint')}
            error={problem === 'noteRequired' ? t('ownerReports.noteRequired') : null}
            limit={{ value: note, max: VERIFICATION_NOTE_MAX }}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <textarea
                id={fieldId}
                ref={noteField}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                rows={2}
                dir="auto"
                maxLength={VERIFICATION_NOTE_MAX}
                className={inputClassName}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          {problem === 'actionError' || problem === 'alreadyClosed' ? (
            <FormAlert tone="error">{t(`ownerReports.${problem}`)}</FormAlert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button disabled={resolve.isPending} onClick={() => close('resolved')}>
              {t('ownerReports.resolve')}
            </Button>
            <Button variant="secondary" disabled={resolve.isPending} onClick={() => close('dismissed')}>
              {t('ownerReports.dismiss')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="border-border border-t pt-3 text-sm">
          {t('ownerReports.closed', {
            status: t(`ownerReports.statuses.${report.status}`),
            who: report.resolved_by ?? t('ownerReports.someone'),
            date: report.resolved_at ? formatListingDate(report.resolved_at, i18n.language) : '',
          })}
          {report.resolution_note ? (
            <>
              {' — '}
              <span dir="auto">{report.resolution_note}</span>
            </>
          ) : null}
        </p>
      )}
    </article>
  );
}
