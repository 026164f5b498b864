import {
  RIGHTS_PHRASE_IDS,
  RIGHTS_PHRASE_NOTE_IDS,
  RIGHTS_STATUSES,
  type RightsContent,
  type RightsPhraseId,
  type RightsPhraseNoteId,
  type RightsStatus,
  ZRightsStatus,
} from '@amparo/contract/emergency/rights-content';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { ChevronDown, IdCard, Info, MessageSquareQuote } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReviewDate } from '../../../lib/format-review-date.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { SourceRefs } from '../../../ui/source-refs.tsx';
import { useOwnRightsStatus } from './use-own-rights-status.ts';
import { useRightsContent } from './use-rights-content.ts';

// Know your rights (issue 5, point 2): the guide for the reader's own status first, in their language, with
// the phrases to say in English beside it. The texts are content files per language, not code (ARCHITECTURE §7).

function isPhraseNoteId(id: RightsPhraseId): id is RightsPhraseNoteId {
  return (RIGHTS_PHRASE_NOTE_IDS as readonly string[]).includes(id);
}

type RightsSectionProps = {
  /** Overrides the status read from the profile (tests, and pages that already know it). */
  status?: RightsStatus | null;
  className?: string;
};

export function RightsSection({ status, className = '' }: RightsSectionProps) {
  const { t, i18n } = useTranslation('rights');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const profileStatus = useOwnRightsStatus();
  const ownStatus = status === undefined ? profileStatus : status;
  const [chosen, setChosen] = useState<RightsStatus | null>(null);
  const shown: RightsStatus = chosen ?? ownStatus ?? 'other';

  const content = useRightsContent(language);
  // The officer reads English: the phrases are shown in English too.
  const english = useRightsContent('en', language !== 'en');
  const headingId = useId();
  const selectId = useId();
  const describeSources = (list: string) => t('guide.sourceNumbers', { list });
  const sourceNumbers = useMemo(
    () => new Map((content.data?.sources ?? []).map((source, index) => [source.id, index + 1])),
    [content.data],
  );

  if (content.isPending) {
    return <LoadingMessage label={t('guide.loading')} className={`min-h-40 ${className}`} />;
  }
  if (content.isError) {
    return (
      <section className={`flex flex-col items-start gap-3 ${className}`} role="alert">
        <p>{t('guide.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void content.refetch()}>
          {t('guide.retry')}
        </Button>
      </section>
    );
  }

  const guide = content.data;
  const englishGuide: RightsContent | undefined = language === 'en' ? guide : english.data;
  const variant = guide.statuses[shown];

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-6 ${className}`}>
      <header className="flex flex-col gap-2">
        <h2 id={headingId} className="font-bold text-2xl text-foreground">
          {guide.title}
        </h2>
        <p className="max-w-prose text-muted">{guide.intro}</p>
      </header>

      <div className="flex flex-col gap-2">
        <label htmlFor={selectId} className="font-semibold">
          {t('guide.statusLabel')}
        </label>
        <select
          id={selectId}
          value={shown}
          onChange={(event) => setChosen(ZRightsStatus.parse(event.target.value))}
          className="min-h-12 w-full max-w-md rounded-lg border border-border bg-surface-raised px-3 text-base text-foreground hover:border-primary"
        >
          {RIGHTS_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option === ownStatus
                ? t('guide.statusYours', { status: guide.statuses[option].label })
                : guide.statuses[option].label}
            </option>
          ))}
        </select>
        {ownStatus === null && chosen === null ? (
          <p className="max-w-prose text-muted text-sm">{t('guide.statusUnknown')}</p>
        ) : null}
      </div>

      <div
        className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-primary-soft p-4 sm:p-5"
        data-testid="rights-status-summary"
      >
        <h3 className="flex items-center gap-2 font-bold text-lg">
          <IdCard aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {variant.label}
        </h3>
        <p>
          {variant.summary.text}
          <SourceRefs ids={variant.summary.sources} numbers={sourceNumbers} describe={describeSources} />
        </p>
        <h4 className="font-semibold">{t('guide.proofHeading')}</h4>
        <ul className="list-disc ps-6">
          {variant.proof.map((item) => (
            <li key={item.text}>
              {item.text}
              <SourceRefs ids={item.sources} numbers={sourceNumbers} describe={describeSources} />
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-3">
        {guide.sections.map((section) => {
          const forStatus = section.byStatus?.[shown];
          return (
            <details
              key={section.id}
              id={`rights-${section.id}`}
              className="group rounded-xl border border-border bg-surface-raised"
            >
              <summary className="flex min-h-13 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 focus-visible:outline-3 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
                <h3 className="font-semibold text-lg">{section.title}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="flex flex-col gap-3 px-4 pb-4">
                {forStatus ? (
                  <div className="flex flex-col gap-2 rounded-lg bg-primary-soft p-3">
                    <h4 className="font-semibold">{t('guide.forStatus', { status: variant.label })}</h4>
                    <ul className="flex list-disc flex-col gap-2 ps-6">
                      {forStatus.map((point) => (
                        <li key={point.text}>
                          {point.text}
                          <SourceRefs
                            ids={point.sources}
                            numbers={sourceNumbers}
                            describe={describeSources}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {forStatus ? <h4 className="font-semibold">{t('guide.everyone')}</h4> : null}
                <ul className="flex list-disc flex-col gap-2 ps-6">
                  {section.points.map((point) => (
                    <li key={point.text}>
                      {point.text}
                      <SourceRefs ids={point.sources} numbers={sourceNumbers} describe={describeSources} />
                    </li>
                  ))}
                </ul>
              </div>
            </details>
          );
        })}
      </div>

      <section aria-labelledby={`${headingId}-phrases`} className="flex flex-col gap-3">
        <h3 id={`${headingId}-phrases`} className="flex items-center gap-2 font-bold text-lg">
          <MessageSquareQuote aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {t('guide.phrasesHeading')}
        </h3>
        <p className="text-muted">{t('guide.phrasesIntro')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {RIGHTS_PHRASE_IDS.map((id) => {
            const note = isPhraseNoteId(id) ? guide.phraseNotes[id] : undefined;
            return (
              <li key={id} className="rounded-lg border border-border bg-surface-raised p-3">
                {language !== 'en' ? <p className="text-lg">{guide.phrases[id]}</p> : null}
                {englishGuide ? (
                  <p
                    lang="en"
                    dir="ltr"
                    className={
                      language === 'en' ? 'text-start font-semibold text-lg' : 'text-start font-semibold'
                    }
                  >
                    {englishGuide.phrases[id]}
                  </p>
                ) : null}
                {note ? (
                  <p
                    className="mt-2 flex gap-2 border-border border-t pt-2 text-sm"
                    data-testid={`phrase-note-${id}`}
                  >
                    <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>
                      {note.text}
                      <SourceRefs ids={note.sources} numbers={sourceNumbers} describe={describeSources} />
                    </span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <footer className="flex flex-col gap-3 border-border border-t pt-4 text-sm">
        <p className="font-medium text-foreground">{guide.notice}</p>
        <p className="text-muted">
          {t('guide.lastReviewed', { date: formatReviewDate(guide.lastReviewed, language) })}
        </p>
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {t('guide.sourcesHeading')}
          </summary>
          <p className="text-muted">{t('guide.sourcesIntro')}</p>
          <ol className="mt-2 flex list-decimal flex-col gap-2 ps-6">
            {guide.sources.map((source) => (
              <li key={source.id} id={`rights-source-${source.id}`}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" lang="en" dir="ltr">
                  {source.title}
                </a>{' '}
                <bdi dir="ltr" className="text-muted [overflow-wrap:anywhere]">
                  ({new URL(source.url).host})
                </bdi>
              </li>
            ))}
          </ol>
        </details>
      </footer>
    </section>
  );
}
