import { isLanguageCode } from '@amparo/contract/i18n/languages';
import type { LegalGuide } from '@amparo/contract/legal/legal-guides-content';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { highlight } from '../../../lib/text-search.ts';
import { Button } from '../../../ui/button.tsx';
import { HighlightedText } from '../../../ui/highlighted-text.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { type GuideHit, indexGuides, searchGuides } from './search-guides.ts';
import { useLegalGuides } from './use-legal-guides.ts';

// The legal hub's guides (issue 13, point 4): a search over the reader's own language and the list of guides.
// Self-contained, with its own h2, so the hub can place it in a tab beside "Find a lawyer" and "My consultations".

const SUGGESTIONS = ['suggestion1', 'suggestion2', 'suggestion3'] as const;

function guidePath(id: string): string {
  return `/legal-hub/guides/${id}`;
}

/** Every guide, unmarked: what the list shows before anything is typed. */
function allGuides(guides: readonly LegalGuide[]): GuideHit[] {
  return guides.map((guide) => ({
    id: guide.id,
    title: highlight(guide.title, []),
    summary: highlight(guide.summary, []),
    matches: [],
  }));
}

export function GuidesSection({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('legal-guides');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const content = useLegalGuides(language);
  const [query, setQuery] = useState('');
  // Typing stays instant on a slow phone: the list follows a moment later if it must.
  const searched = useDeferredValue(query);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  const index = useMemo(() => (content.data ? indexGuides(content.data.guides) : []), [content.data]);
  const searching = searched.trim() !== '';
  const hits = useMemo(
    () => (searching ? searchGuides(index, searched) : allGuides(content.data?.guides ?? [])),
    [index, searched, searching, content.data],
  );

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-5 ${className}`}>
      <header className="flex flex-col gap-2">
        <h2 id={headingId} className="font-bold text-2xl text-foreground">
          {t('list.heading')}
        </h2>
        <p className="max-w-prose text-muted">{t('list.intro')}</p>
      </header>

      <search className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-semibold">
          {t('list.searchLabel')}
        </label>
        <p id={hintId} className="text-muted text-sm">
          {t('list.searchHint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <div className="relative min-w-0 flex-1 basis-56">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-5 text-muted"
            />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby={hintId}
              autoComplete="off"
              enterKeyHint="search"
              className="min-h-12 w-full rounded-lg border border-border bg-surface-raised ps-10 pe-3 text-base text-foreground hover:border-primary focus-visible:outline-3 focus-visible:outline-focus [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          {query !== '' ? (
            <Button variant="secondary" onClick={() => setQuery('')}>
              {t('list.clear')}
            </Button>
          ) : null}
        </div>
      </search>

      {/* Announced as it changes, so a screen reader hears how many guides match without leaving the box. */}
      <p role="status" className={searching && hits.length > 0 ? 'font-medium' : 'sr-only'}>
        {searching && content.data ? t('list.results', { count: hits.length }) : ''}
      </p>

      {content.isPending ? <LoadingMessage label={t('list.loading')} className="min-h-32" /> : null}
      {content.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void content.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}

      {content.data && searching && hits.length === 0 ? (
        <NoMatches onPick={setQuery} onClear={() => setQuery('')} />
      ) : null}

      {hits.length > 0 ? (
        <ul className="flex flex-col gap-3" data-testid="legal-guides-list">
          {hits.map((hit) => (
            <GuideCard key={hit.id} hit={hit} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function GuideCard({ hit }: { hit: GuideHit }) {
  const { t } = useTranslation('legal-guides');
  return (
    // The title's link covers the card (::after), so the whole card is one large target for a thumb.
    <li className="relative flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4 hover:border-primary">
      <h3 className="font-semibold text-lg">
        <Link
          to={guidePath(hit.id)}
          className="text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-focus"
        >
          <HighlightedText parts={hit.title} />
        </Link>
      </h3>
      <p className="text-muted">
        <HighlightedText parts={hit.summary} />
      </p>
      {hit.matches.length > 0 ? (
        <ul className="flex flex-col gap-2 border-primary border-s-2 ps-3">
          {hit.matches.map((match) => (
            <li key={`${match.sectionId}:${match.parts.map((part) => part.text).join('')}`}>
              <span className="block font-semibold text-muted text-sm">
                {match.heading ?? t('list.checklist')}
              </span>
              <HighlightedText parts={match.parts} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Nothing matched: say why, and offer searches that find something in this language. */
function NoMatches({ onPick, onClear }: { onPick: (query: string) => void; onClear: () => void }) {
  const { t } = useTranslation('legal-guides');
  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-border border-dashed p-4">
      <h3 className="font-semibold text-lg">{t('list.empty.title')}</h3>
      <p className="max-w-prose">{t('list.empty.text')}</p>
      <p className="font-medium">{t('list.empty.try')}</p>
      <ul className="flex flex-wrap gap-2">
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <Button variant="secondary" onClick={() => onPick(t(`list.empty.${key}`))}>
              {t(`list.empty.${key}`)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" className="self-start" onClick={onClear}>
        {t('list.clear')}
      </Button>
    </div>
  );
}
