import type { QueuedProfessional } from '@amparo/contract/legal/list-professionals-queue';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barLookup, EOIR_ROSTER_URL } from '../../../lib/professionals/bar-lookup.ts';
import {
  feeWords,
  firstConsultationWords,
  formatLegalDate,
} from '../../../lib/professionals/professional-words.ts';
import { formatListingList } from '../../../lib/public-listing-format.ts';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { ExternalLink } from '../../../ui/external-link.tsx';
import { SLOT, TextWithSlot } from '../../../ui/text-with-slot.tsx';
import type { ProfessionalDecisionInput } from '../api/professionals-queue.ts';
import { type DecisionKind, ProfessionalDecisionForm } from './professional-decision-form.tsx';

const STATE_TONES: Record<QueuedProfessional['listing_state'], string> = {
  pending: 'border-primary text-primary',
  verified: 'border-success text-success',
  expired: 'border-warning text-foreground',
  suspended: 'border-warning text-foreground',
  rejected: 'border-border text-muted',
};

/** Which decisions each state allows (the server checks the same, answering 409 otherwise). */
function decisionsFor(state: QueuedProfessional['listing_state']): (DecisionKind | 'reinstate')[] {
  switch (state) {
    case 'pending':
      return ['verify', 'reject'];
    case 'verified':
    case 'expired':
      return ['verify', 'suspend'];
    case 'suspended':
      return ['reinstate', 'verify', 'reject'];
    case 'rejected':
      return ['verify'];
  }
}

type QueueItemProps = {
  professional: QueuedProfessional;
  pending: boolean;
  onDecide: (decision: ProfessionalDecisionInput) => void;
};

/** One listing with everything needed to look its licence up, and the owner's decisions about it. */
export function ProfessionalQueueItem({ professional, pending, onDecide }: QueueItemProps) {
  const { t, i18n } = useTranslation('lawyers');
  const { t: tStates } = useTranslation('us-states');
  const language = i18n.language;
  const [open, setOpen] = useState<DecisionKind | null>(null);
  const stateName = (code: string) => tStates(`names.${code}` as 'names.CA');
  const first = firstConsultationWords(t, professional.first_consultation_cents, language);
  const verification = professional.verification;
  const contact = professional.account_email ?? professional.account_phone;
  const titleId = `queue-${professional.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-4 sm:p-5"
      data-testid="professional-queue-item"
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-bold text-xl">
            <bdi>{professional.full_name}</bdi>
          </h3>
          <span
            className={`rounded-full border-2 px-2.5 py-0.5 font-semibold text-sm ${STATE_TONES[professional.listing_state]}`}
          >
            {t(`queue.states.${professional.listing_state}`)}
          </span>
        </div>
        <p className="text-muted">
          {t(`kind.${professional.kind}`)} ·{' '}
          {t('queue.submitted', { date: formatLegalDate(professional.submitted_at, language) })}
        </p>
        {contact ? (
          <p className="break-all text-muted">{t('queue.account', { contact: `\u2066${contact}\u2069` })}</p>
        ) : null}
      </header>

      {professional.kind === 'attorney' ? (
        <ul className="flex flex-col gap-3">
          {professional.bar_admissions.map((admission) => {
            const lookup = barLookup(admission.state);
            return (
              <li key={admission.state} className="flex flex-col gap-1 rounded-xl bg-surface p-3">
                <span className="font-semibold">
                  {t('queue.barNumber', {
                    state: stateName(admission.state),
                    number: `\u2066${admission.bar_number}\u2069`,
                  })}
                </span>
                {lookup ? (
                  <ExternalLink href={lookup.url} className="self-start">
                    {t('queue.lookUp', { name: lookup.name })}
                  </ExternalLink>
                ) : (
                  <span className="text-muted">
                    {t('queue.lookUpOther', { state: stateName(admission.state) })}
                  </span>
                )}
                {admission.claimed_elsewhere.length > 0 ? (
                  <p className="flex gap-2 rounded-lg border-2 border-warning p-2 font-semibold" role="note">
                    <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
                    {t('queue.duplicate', {
                      names: admission.claimed_elsewhere
                        .map((claim) => `${claim.full_name} (${t(`queue.states.${claim.listing_state}`)})`)
                        .join(', '),
                    })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex flex-col gap-1 rounded-xl bg-surface p-3">
          <span className="font-semibold">
            {t('queue.organization', { organization: professional.recognized_organization ?? '' })}
          </span>
          {professional.accreditation_expires_on ? (
            <span>
              {t('queue.accreditationUntil', {
                date: formatLegalDate(professional.accreditation_expires_on, language),
              })}
            </span>
          ) : null}
          <ExternalLink href={EOIR_ROSTER_URL} className="self-start">
            {t('queue.roster')}
          </ExternalLink>
        </div>
      )}

      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('card.languages')}</dt>
          <dd>
            {formatListingList(
              professional.languages.map((code) => serviceLanguageName(code, language)),
              language,
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('card.areas')}</dt>
          <dd>
            {formatListingList(
              professional.practice_areas.map((area) => t(`areas.${area}`)),
              language,
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('card.office')}</dt>
          <dd>
            {[professional.city, stateName(professional.state)].filter(Boolean).join(', ')}
            {professional.offers_remote ? ` · ${t('card.remote')}` : ''}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('card.fees')}</dt>
          <dd>
            {feeWords(t, professional, language)}
            {first ? ` · ${first}` : ''}
          </dd>
        </div>
        {professional.website ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold">{t('profile.website')}</dt>
            <dd className="break-all">
              <bdi>{professional.website}</bdi>
            </dd>
          </div>
        ) : null}
        {professional.bio ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold">{t('profile.about')}</dt>
            <dd dir="auto" className="whitespace-pre-line break-words">
              {professional.bio}
            </dd>
          </div>
        ) : null}
      </dl>

      {verification ? (
        // What owners typed (the source, the note) and an email address are kept apart from the sentence around
        // them, so an English phrase or an address does not scatter inside an Arabic line.
        <p className="text-muted">
          <TextWithSlot
            text={t('queue.lastCheck', {
              source: SLOT,
              date: formatLegalDate(verification.verified_at, language),
              until: formatLegalDate(verification.expires_at, language),
            })}
            slot={<bdi>{verification.source}</bdi>}
          />
          {professional.verified_by ? (
            <>
              {' '}
              <TextWithSlot
                text={t('queue.checkedBy', { owner: SLOT })}
                slot={<bdi dir="ltr">{professional.verified_by}</bdi>}
              />
            </>
          ) : null}
          {professional.verification_note ? (
            <>
              {' '}
              <TextWithSlot
                text={t('queue.lastNote', { note: SLOT })}
                slot={<bdi>{professional.verification_note}</bdi>}
              />
            </>
          ) : null}
        </p>
      ) : null}
      {professional.status_reason ? (
        <p className="whitespace-pre-line break-words">
          {t('queue.reason', { reason: professional.status_reason })}
        </p>
      ) : null}

      {open ? (
        <ProfessionalDecisionForm
          kind={open}
          pending={pending}
          onCancel={() => setOpen(null)}
          onSubmit={(words) => {
            if (open === 'verify' && 'source' in words)
              onDecide({ id: professional.id, action: 'verify', ...words });
            if (open !== 'verify' && 'reason' in words)
              onDecide({ id: professional.id, action: open, ...words });
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {decisionsFor(professional.listing_state).map((decision) =>
            decision === 'reinstate' ? (
              <ConfirmButton
                key={decision}
                label={t('queue.reinstate')}
                variant="secondary"
                confirmVariant="primary"
                question={t('queue.reinstateQuestion')}
                detail={t('queue.reinstateDetail')}
                confirmLabel={t('queue.reinstate')}
                cancelLabel={t('queue.cancel')}
                disabled={pending}
                onConfirm={() => onDecide({ id: professional.id, action: 'reinstate' })}
              />
            ) : (
              <Button
                key={decision}
                variant={decision === 'verify' ? 'primary' : 'secondary'}
                disabled={pending}
                onClick={() => setOpen(decision)}
              >
                {decision === 'verify'
                  ? professional.listing_state === 'pending'
                    ? t('queue.verify')
                    : t('queue.verifyAgain')
                  : decision === 'reject'
                    ? t('queue.reject')
                    : t('queue.suspend')}
              </Button>
            ),
          )}
        </div>
      )}
    </article>
  );
}
