import { MODERATION_REASON_MAX } from '@amparo/contract/community/community-limits';
import type { ModerationItem, QueueEntry } from '@amparo/contract/community/owner-moderation';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { formatListingDate } from '../../../lib/public-listing-format.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import {
  useBanMember,
  useDecideEnforcementReport,
  useModerateContent,
  useResolveContentReports,
} from './community-moderation-api.ts';

type ActionLabel = 'hide' | 'release' | 'restore' | 'confirmReport' | 'markFalse' | 'dismiss' | 'resolve';

type Problem =
  | 'reasonRequired'
  | 'actionError'
  | 'report_already_closed'
  | 'content_not_found'
  | 'member_not_found';

function describe(error: unknown): Problem {
  if (error instanceof ApiRequestError) {
    for (const code of ['report_already_closed', 'content_not_found', 'member_not_found'] as const) {
      if (error.code === code) return code;
    }
  }
  return 'actionError';
}

/**
 * One post or comment in the owner's queue: what it says, who wrote it (display name and member id), why it was
 * reported, and the decisions — each needs the reason written in the one field above the buttons.
 */
export function ModerationItemCard({ item, entry }: { item: ModerationItem; entry?: QueueEntry }) {
  const { t, i18n } = useTranslation('owner');
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const moderate = useModerateContent();
  const ban = useBanMember();
  const resolve = useResolveContentReports();
  const decide = useDecideEnforcementReport();
  const pending = moderate.isPending || ban.isPending || resolve.isPending || decide.isPending;
  const onError = (error: unknown) => setProblem(describe(error));

  /** The trimmed reason, or null after pointing at the empty field. */
  function requireReason(): string | null {
    const value = reason.trim();
    if (value === '') {
      setProblem('reasonRequired');
      reasonField.current?.focus();
      return null;
    }
    setProblem(null);
    return value;
  }

  function act(run: (value: string) => void) {
    const value = requireReason();
    if (value !== null) run(value);
  }

  const isReport = item.post_kind === 'enforcement_report' && item.target_kind === 'post';
  const moderateAs = (action: 'hide' | 'restore') => () =>
    act((value) =>
      moderate.mutate({ kind: item.target_kind, id: item.id, action, reason: value }, { onError }),
    );
  const decideAs = (verification: 'confirmed' | 'false') => () =>
    act((value) => decide.mutate({ postId: item.id, verification, note: value }, { onError }));
  // Closing the reports needs no reason: dismissing says there was nothing to do.
  const closeReportsAs = (status: 'dismissed' | 'resolved') => () =>
    entry &&
    resolve.mutate(
      { ids: entry.reports.map((report) => report.id), status, note: reason.trim() },
      { onError },
    );
  const actions: { label: ActionLabel; variant: 'primary' | 'secondary' | 'danger'; run: () => void }[] = [];
  if (item.status !== 'hidden') actions.push({ label: 'hide', variant: 'danger', run: moderateAs('hide') });
  if (item.status !== 'visible') {
    const label = item.status === 'held' ? 'release' : 'restore';
    actions.push({ label, variant: 'primary', run: moderateAs('restore') });
  }
  if (isReport) {
    actions.push({ label: 'confirmReport', variant: 'secondary', run: decideAs('confirmed') });
    actions.push({ label: 'markFalse', variant: 'secondary', run: decideAs('false') });
  }
  if (entry) {
    actions.push({ label: 'dismiss', variant: 'secondary', run: closeReportsAs('dismissed') });
    actions.push({ label: 'resolve', variant: 'secondary', run: closeReportsAs('resolved') });
  }
  const { author } = item;
  return (
    <article
      aria-labelledby={`${id}-kind`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4"
      data-testid="community-moderation-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${id}-kind`} className="font-bold text-lg">
            {t(`community.kinds.${isReport ? 'enforcement_report' : item.target_kind}`)}
          </h3>
          <p className="text-muted text-sm">
            {t('community.by')}{' '}
            <bdi className="font-semibold text-foreground">{author.display_name ?? '—'}</bdi>
            {/* Its own left-to-right box, after a real space: in Arabic the brackets otherwise land beside the name. */}
            {author.member_id ? (
              <>
                {' '}
                <bdi dir="ltr" className="break-all">
                  ({author.member_id})
                </bdi>
              </>
            ) : null}
            {author.banned ? (
              <span className="ms-2 font-semibold text-danger">{t('community.banned')}</span>
            ) : null}
            {' · '}
            {formatListingDate(item.created_at, i18n.language)}
          </p>
        </div>
        <span className="rounded-full bg-surface px-3 py-1 font-semibold text-sm">
          {t(`community.statuses.${item.status}`)}
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words rounded-lg bg-surface p-3" dir="auto">
        {item.body}
      </p>
      {item.moderation_reason ? (
        <p className="text-sm">
          {t('community.currentReason')} <span dir="auto">{item.moderation_reason}</span>
        </p>
      ) : null}
      {isReport && item.verification ? (
        <p className="font-semibold text-sm">{t(`community.verification.${item.verification}`)}</p>
      ) : null}
      {entry ? (
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('community.reportCount', { count: entry.report_count })}</p>
          <ul className="flex flex-wrap gap-2">
            {entry.reasons.map(({ reason: why, count }) => (
              <li key={why} className="rounded-full border border-border px-3 py-1 text-sm">
                {t(`community.reasons.${why}`)} × {count}
              </li>
            ))}
          </ul>
          {entry.reports.some((report) => report.note) ? (
            <ul className="flex flex-col gap-1 text-sm">
              {entry.reports
                .filter((report) => report.note)
                .map((report) => (
                  <li key={report.id} dir="auto" className="break-words">
                    “{report.note}”
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-3 border-border border-t pt-3">
        <Field
          label={t('community.reason')}
          hint={t('community.reasonHint')}
          error={problem === 'reasonRequired' ? t('community.reasonRequired') : null}
          limit={{ value: reason, max: MODERATION_REASON_MAX }}
        >
          {({ id: fieldId, describedBy, invalid }) => (
            <textarea
              id={fieldId}
              ref={reasonField}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              rows={2}
              dir="auto"
              maxLength={MODERATION_REASON_MAX}
              className={inputClassName}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {problem && problem !== 'reasonRequired' ? (
          <FormAlert tone="error">{t(`community.errors.${problem}`)}</FormAlert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button key={action.label} variant={action.variant} disabled={pending} onClick={action.run}>
              {t(`community.${action.label}`)}
            </Button>
          ))}
        </div>
        {author.member_id ? (
          <BanControl
            memberId={author.member_id}
            name={author.display_name ?? ''}
            banned={author.banned}
            disabled={pending}
            onBan={(banned) =>
              act((value) =>
                ban.mutate({ memberId: author.member_id ?? '', ban: banned, reason: value }, { onError }),
              )
            }
          />
        ) : null}
      </div>
    </article>
  );
}

function BanControl({
  memberId,
  name,
  banned,
  disabled,
  onBan,
}: {
  memberId: string;
  name: string;
  banned: boolean;
  disabled: boolean;
  onBan: (ban: boolean) => void;
}) {
  const { t } = useTranslation('owner');
  if (banned) {
    return (
      <Button variant="ghost" className="self-start" disabled={disabled} onClick={() => onBan(false)}>
        {t('community.unban', { name })}
      </Button>
    );
  }
  return (
    <ConfirmButton
      key={memberId}
      className="self-start"
      label={t('community.ban', { name })}
      question={t('community.banQuestion', { name })}
      detail={t('community.banDetail')}
      confirmLabel={t('community.banConfirm')}
      cancelLabel={t('community.cancel')}
      disabled={disabled}
      onConfirm={() => onBan(true)}
    />
  );
}
