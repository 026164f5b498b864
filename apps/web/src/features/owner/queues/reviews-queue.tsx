import {
  REVIEW_STATUSES,
  type ReviewStatus,
  VERIFICATION_NOTE_MAX,
} from '@amparo/contract/legal/legal-limits';
import type { OwnerReview } from '@amparo/contract/legal/moderate-review';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { intlLocale } from '../../../lib/intl-locale.ts';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { RatingStars } from '../../../ui/rating-stars.tsx';
import { useModerateReview, useReviewQueue } from '../api/review-moderation.ts';

// /owner/dashboard?tab=reviews (issue 13, point 3): reviews of consultations, waiting ones first. Nothing a person
// writes about a professional is shown until published here; each decision goes to the audit log on the server.
// The words are the consultations' namespace (the owner dashboard's own namespace holds only its frame).

export function ReviewsQueue() {
  const { t } = useTranslation('consultations');
  const titleId = useId();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const queue = useReviewQueue(status);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="font-bold text-2xl">
        {t('owner.title')}
      </h2>
      <p className="max-w-prose text-muted">{t('owner.intro')}</p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('owner.filterLabel')}</legend>
        {REVIEW_STATUSES.map((value) => (
          <label
            key={value}
            className={`flex min-h-11 cursor-pointer items-center rounded-xl border px-4 font-semibold has-focus-visible:outline-3 has-focus-visible:outline-focus ${
              status === value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface-raised'
            }`}
          >
            <input
              type="radio"
              name="review-status"
              className="sr-only"
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {t(`owner.filter.${value}`)}
          </label>
        ))}
      </fieldset>
      {queue.data ? (
        queue.data.length === 0 ? (
          <p className="rounded-2xl border border-border border-dashed p-5">{t(`owner.empty.${status}`)}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {queue.data.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )
      ) : queue.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert tone="error">{t('owner.loadError')}</FormAlert>
          <Button variant="secondary" onClick={() => void queue.refetch()}>
            {t('owner.tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('owner.loading')} />
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: OwnerReview }) {
  const { t, i18n } = useTranslation('consultations');
  const moderate = useModerateReview();
  const [note, setNote] = useState(review.moderation_note ?? '');
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(iso));
  const decide = (decision: 'publish' | 'reject') =>
    moderate.mutate({ id: review.id, decision: { decision, note } });
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4"
      data-testid="owner-review"
    >
      <p className="font-bold">{t('owner.about', { name: review.professional.full_name })}</p>
      <RatingStars rating={review.rating} label={t('review.stars', { count: review.rating })} />
      <p dir="auto" className="whitespace-pre-wrap break-words">
        {review.text}
      </p>
      <p className="text-muted text-sm">
        {t('owner.written', {
          date: day(review.created_at),
          language: serviceLanguageName(review.language, i18n.language),
        })}
        {review.moderated_at ? ` · ${t('owner.decided', { date: day(review.moderated_at) })}` : null}
      </p>
      <Field label={t('owner.note')} limit={{ value: note, max: VERIFICATION_NOTE_MAX }}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={2}
            dir="auto"
            maxLength={VERIFICATION_NOTE_MAX}
            className={inputClassName}
            aria-describedby={describedBy}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {moderate.isError ? <FormAlert tone="error">{t('owner.failed')}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        {review.status !== 'published' ? (
          <Button disabled={moderate.isPending} onClick={() => decide('publish')}>
            {t('owner.publish')}
          </Button>
        ) : null}
        {review.status !== 'rejected' ? (
          <Button variant="secondary" disabled={moderate.isPending} onClick={() => decide('reject')}>
            {t('owner.reject')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
