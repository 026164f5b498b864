import { isLanguageCode } from '@amparo/contract/i18n/languages';
import {
  type LegalGuide,
  type LegalGuidesContent,
  type LegalStatement,
  sourcesOfGuide,
} from '@amparo/contract/legal/legal-guides-content';
import { ArrowLeft, Info, ListChecks } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReviewDate } from '../../../lib/format-review-date.ts';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { Link, useParams } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { SourceRefs } from '../../../ui/source-refs.tsx';
import { useLegalGuides } from './use-legal-guides.ts';

// /legal-hub/guides/:guideId: one guide in the reader's language. The notice is said once, under the title; each
// sentence carries the numbers of its sources, listed at the foot (ARCHITECTURE.md §7).

const PAGE = 'mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';

/** A public page (signed out too): it brings its own query client, as the other public pages do. */
export function LegalGuidePage() {
  return (
    <WithQueryClient>
      <GuideScreen />
    </WithQueryClient>
  );
}

function GuideScreen() {
  const { t, i18n } = useTranslation('legal-guides');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const { guideId } = useParams();
  const content = useLegalGuides(language);
  const guide = content.data?.guides.find((candidate) => candidate.id === guideId);
  useDocumentTitle(guide?.title ?? (content.data ? t('guide.notFound.title') : undefined));

  if (content.isPending) return <LoadingMessage label={t('guide.loading')} className="min-h-64 px-4 py-16" />;
  if (content.isError) {
    return (
      <div className={PAGE} role="alert">
        <p>{t('guide.loadFailed')}</p>
        <Button variant="secondary" className="self-start" onClick={() => void content.refetch()}>
          {t('guide.retry')}
        </Button>
      </div>
    );
  }
  if (!guide) return <GuideNotFound />;
  return <GuideArticle guide={guide} content={content.data} language={language} />;
}

/**
 * A guide opens signed out too (the notario warning on the public pages links to the scams guide); the list of
 * guides is in /legal-hub, which needs an account, so a signed-out reader goes back to free legal aid instead.
 */
function BackLink() {
  const { t } = useTranslation(['legal-guides', 'legal']);
  const signedIn = useSession().status === 'signed-in';
  return (
    <Link
      to={signedIn ? '/legal-hub' : '/legal-aid'}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {signedIn ? t('guide.back') : t('hub.legalAidLink', { ns: 'legal' })}
    </Link>
  );
}

function GuideArticle({
  guide,
  content,
  language,
}: {
  guide: LegalGuide;
  content: LegalGuidesContent;
  language: string;
}) {
  const { t } = useTranslation('legal-guides');
  const sources = useMemo(() => sourcesOfGuide(guide, content.sources), [guide, content.sources]);
  const numbers = useMemo(() => new Map(sources.map((source, index) => [source.id, index + 1])), [sources]);

  return (
    <article className={PAGE} aria-labelledby="legal-guide-title">
      <BackLink />
      <header className="flex flex-col gap-3">
        <h1 id="legal-guide-title" className="font-bold text-3xl text-foreground tracking-tight">
          {guide.title}
        </h1>
        <p className="max-w-prose text-lg text-muted">{guide.summary}</p>
        <p className="text-muted text-sm">
          {t('guide.lastReviewed', { date: formatReviewDate(content.lastReviewed, language) })}
        </p>
        <p
          className="flex max-w-prose gap-3 rounded-xl bg-primary-soft p-4 font-medium"
          data-testid="legal-notice"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{content.notice}</span>
        </p>
      </header>

      {guide.checklist ? (
        <section
          aria-labelledby="legal-guide-checklist"
          className="flex flex-col gap-3 rounded-2xl border-2 border-primary bg-surface-raised p-4 sm:p-5"
        >
          <h2 id="legal-guide-checklist" className="flex items-center gap-2 font-bold text-xl">
            <ListChecks aria-hidden="true" className="size-6 shrink-0 text-primary" />
            {t('guide.checklistHeading')}
          </h2>
          <ol className="flex list-decimal flex-col gap-2 ps-6">
            <StatementItems statements={guide.checklist} numbers={numbers} />
          </ol>
        </section>
      ) : null}

      {guide.sections.map((section) => (
        <section
          key={section.id}
          id={`guide-${section.id}`}
          aria-labelledby={`guide-${section.id}-heading`}
          className="flex flex-col gap-3"
        >
          <h2 id={`guide-${section.id}-heading`} className="font-bold text-xl text-foreground">
            {section.heading}
          </h2>
          <ul className="flex max-w-prose list-disc flex-col gap-2 ps-6">
            <StatementItems statements={section.statements} numbers={numbers} />
          </ul>
        </section>
      ))}

      <section
        className="flex flex-col gap-3 border-border border-t pt-6"
        aria-labelledby="legal-guide-sources"
      >
        <h2 id="legal-guide-sources" className="font-bold text-xl">
          {t('guide.sourcesHeading')}
        </h2>
        <p className="text-muted text-sm">{t('guide.sourcesIntro')}</p>
        <ol className="flex list-decimal flex-col gap-3 ps-6 text-sm" data-testid="legal-guide-sources">
          {sources.map((source) => (
            <li key={source.id}>
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                lang="en"
                dir="ltr"
                className="inline-flex min-h-11 items-center [overflow-wrap:anywhere]"
              >
                {source.title}
              </a>
              <span lang="en" dir="ltr" className="block text-muted [overflow-wrap:anywhere]">
                {source.publisher} ({new URL(source.url).host})
              </span>
            </li>
          ))}
        </ol>
        <BackLink />
      </section>
    </article>
  );
}

/** A guide's sentences as list items, each followed by the numbers of its sources. */
function StatementItems({
  statements,
  numbers,
}: {
  statements: readonly LegalStatement[];
  numbers: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation('legal-guides');
  const describeSources = (list: string) => t('guide.sourceNumbers', { list });
  return statements.map((statement) => (
    <li key={statement.text}>
      {statement.text}
      <SourceRefs ids={statement.sources} numbers={numbers} describe={describeSources} />
    </li>
  ));
}

function GuideNotFound() {
  const { t } = useTranslation('legal-guides');
  return (
    <div className={PAGE}>
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('guide.notFound.title')}</h1>
      <p className="max-w-prose text-lg text-muted">{t('guide.notFound.text')}</p>
      <ButtonLink to="/legal-hub" className="self-start">
        {t('guide.notFound.link')}
      </ButtonLink>
    </div>
  );
}
