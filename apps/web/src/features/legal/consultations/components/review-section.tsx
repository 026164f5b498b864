import { isLanguageCode } from '@amparo/contract/i18n/languages';
import type { Consultation } from '@amparo/contract/legal/consultation-models';
import { REVIEW_TEXT_MAX } from '@amparo/contract/legal/legal-limits';
import { isTypedText } from '@amparo/contract/platform/typed-text';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../../lib/account/form-controls.tsx';
import { RatingStars } from '../../../../ui/rating-stars.tsx';
import { useReviewConsultation } from '../api/consultations.ts';
import { type ConsultationErrorKey, describeConsultationError } from '../consultation-errors.ts';

/**
 * The person's review once the consultation is done (one, moderated by the owner before anyone else sees it), and
 * its moderation state afterwards. The professional sees it only once published.
 */
export function ReviewSection({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const titleId = useId();
  const { review } = consultation;
  const name = consultation.professional.full_name;
  if (consultation.viewer_role === 'professional') {
    if (!review) return null;
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-2">
        <h2 id={titleId} className="font-bold text-foreground text-xl">
          {t('review.professionalTitle')}
        </h2>
        <RatingStars rating={review.rating} label={t('review.stars', { count: review.rating })} />
        <p dir="auto" className="whitespace-pre-wrap">
          {review.text}
        </p>
      </section>
    );
  }
  if (consultation.status !== 'done' && !review) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-border p-4">
      <h2 id={titleId} className="font-bold text-foreground text-xl">
        {t('review.title')}
      </h2>
      {review ? (
        <>
          <RatingStars rating={review.rating} label={t('review.stars', { count: review.rating })} />
          <p dir="auto" className="whitespace-pre-wrap">
            {review.text}
          </p>
          <FormAlert tone={review.status === 'rejected' ? 'info' : 'success'}>
            <span data-testid="review-state">
              {review.status === 'pending'
                ? t('review.pending', { name })
                : review.status === 'published'
                  ? t('review.published', { name })
                  : t('review.rejected')}
            </span>
            {review.moderation_note ? (
              <span className="mt-2 block">
                {t('review.rejectedNote')} <q dir="auto">{review.moderation_note}</q>
              </span>
            ) : null}
          </FormAlert>
        </>
      ) : (
        <ReviewForm consultation={consultation} />
      )}
    </section>
  );
}

function ReviewForm({ consultation }: { consultation: Consultation }) {
  const { t, i18n } = useTranslation('consultations');
  const review = useReviewConsultation(consultation.id);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<ConsultationErrorKey | null>(null);
  const ratingError = tried && rating === 0 ? t('review.ratingRequired') : null;
  const textError =
    tried && text.trim() === ''
      ? t('review.textRequired')
      : !isTypedText(text, { multiline: true })
        ? t('errors.invalidCharacters')
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (rating === 0 || text.trim() === '' || !isTypedText(text, { multiline: true })) return;
    review.mutate(
      { rating, text, ...(isLanguageCode(i18n.language) ? { language: i18n.language } : {}) },
      { onError: (error) => setFailure(describeConsultationError(error)) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p>{t('review.intro', { name: consultation.professional.full_name })}</p>
      <fieldset aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend className="mb-2 font-semibold text-foreground">{t('review.rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className={`flex min-h-11 min-w-11 cursor-pointer items-center gap-1 rounded-lg border px-3 ${
                rating === value ? 'border-primary bg-primary-soft' : 'border-border'
              } has-focus-visible:outline-3 has-focus-visible:outline-focus`}
            >
              <input
                type="radio"
                name="rating"
                className="sr-only"
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <Star aria-hidden="true" className="size-5 fill-warning text-warning" />
              <span>{t('review.stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="review-rating-error" className="mt-1 font-medium text-danger">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t('review.text')}
        hint={t('review.textHint')}
        error={textError}
        limit={{ value: text, max: REVIEW_TEXT_MAX }}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={4}
            dir="auto"
            maxLength={REVIEW_TEXT_MAX}
            className={inputClassName}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      {failure ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      <SubmitButton pending={review.isPending} pendingLabel={t('request.sending')} className="self-start">
        {t('review.submit')}
      </SubmitButton>
    </form>
  );
}
