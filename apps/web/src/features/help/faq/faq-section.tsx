import type { HelpContent } from '@amparo/contract/help/help-content';
import { Search, X } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../lib/account/form-controls.tsx';
import { Link, useLocation } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { HelpEntryView } from './help-entry.tsx';
import { groupByTopic, type HelpHit, indexHelp, searchHelp } from './search-help.ts';

type FaqSectionProps = {
  content: HelpContent;
  /** The English content, for a reader of another language: an English match is offered too. */
  english: HelpContent | null;
};

/** The topic of questions about support: the page's own "Contact support" section follows it. */
const SUPPORT_TOPIC = 'support';
const ENGLISH_ANCHOR_PREFIX = 'en-';

/**
 * The questions and answers (issue 15): a search over the reader's language (and English), and every topic with
 * its questions. A link to `#<entry-id>` opens that answer.
 */
export function FaqSection({ content, english }: FaqSectionProps) {
  const { t } = useTranslation('help');
  const location = useLocation();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const inputId = useId();
  const hintId = useId();

  const index = useMemo(() => indexHelp(content), [content]);
  const englishIndex = useMemo(() => (english ? indexHelp(english) : null), [english]);
  const searching = searched.trim() !== '';
  const hits = useMemo(() => (searching ? searchHelp(index, searched) : []), [index, searched, searching]);
  const englishHits = useMemo(() => {
    if (!searching || !englishIndex) return [];
    const found = new Set(hits.map((hit) => hit.entry.id));
    return searchHelp(englishIndex, searched).filter((hit) => !found.has(hit.entry.id));
  }, [englishIndex, hits, searched, searching]);

  // A link to an answer (/help#forgot-passphrase, or a click on "Link to this answer") opens it and brings it into view.
  const hashId = decodeURIComponent(location.hash.replace(/^#/, ''));
  useEffect(() => {
    if (!hashId) return;
    const element = document.getElementById(hashId);
    if (!(element instanceof HTMLDetailsElement)) return;
    setOpenIds((current) => new Set(current).add(hashId));
    element.scrollIntoView?.({ block: 'start' });
  }, [hashId]);

  const toggle = (id: string, open: boolean) =>
    setOpenIds((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const renderHit = (hit: HelpHit, isEnglish: boolean, source: HelpContent) => {
    const anchor = isEnglish ? `${ENGLISH_ANCHOR_PREFIX}${hit.entry.id}` : hit.entry.id;
    return (
      <li key={anchor}>
        <HelpEntryView
          entry={hit.entry}
          sources={source.sources}
          marked={{ question: hit.question, answer: hit.answer }}
          // A search result shows its answer: the marked words are the reason it is listed.
          open={!openIds.has(`closed:${anchor}`)}
          onToggle={(open) => toggle(`closed:${anchor}`, !open)}
          english={isEnglish}
          anchor={anchor}
        />
      </li>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <search className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-semibold text-lg">
          {t('search.label')}
        </label>
        <div className="flex items-center gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('search.placeholder')}
              aria-describedby={hintId}
              maxLength={200}
              autoComplete="off"
              className={`${inputClassName} ps-10`}
            />
          </div>
          {query ? (
            <Button variant="ghost" onClick={() => setQuery('')} aria-label={t('search.clear')}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-muted text-sm">
          {t('search.hint')}
        </p>
      </search>

      <p role="status" className={searching ? 'font-semibold' : 'sr-only'}>
        {searching
          ? hits.length + englishHits.length > 0
            ? t('search.results', { count: hits.length + englishHits.length })
            : t('search.none')
          : ''}
      </p>

      {searching ? (
        <div className="flex flex-col gap-6" data-testid="help-results">
          {groupByTopic(hits).map((group) => (
            <section
              key={group.topicId}
              aria-labelledby={`results-${group.topicId}`}
              className="flex flex-col gap-3"
            >
              <h2 id={`results-${group.topicId}`} className="font-bold text-xl">
                {group.title}
              </h2>
              <ul className="flex flex-col gap-3">
                {group.hits.map((hit) => renderHit(hit, false, content))}
              </ul>
            </section>
          ))}
          {english && englishHits.length > 0 ? (
            <section aria-labelledby="results-english" className="flex flex-col gap-3">
              <h2 id="results-english" className="font-bold text-xl">
                {t('search.inEnglish')}
              </h2>
              <p className="text-muted">{t('search.inEnglishHint')}</p>
              <ul className="flex flex-col gap-3">
                {englishHits.map((hit) => renderHit(hit, true, english))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : (
        <>
          <nav aria-label={t('topicsNav')}>
            <ul className="flex flex-wrap gap-2">
              {content.topics.map((topic) => (
                <li key={topic.id}>
                  <Link
                    to={`#topic-${topic.id}`}
                    className="flex min-h-11 items-center rounded-full border border-border bg-surface-raised px-4 font-medium text-foreground no-underline hover:bg-primary-soft"
                  >
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {content.topics.map((topic) => (
            <section
              key={topic.id}
              id={`topic-${topic.id}`}
              // The questions about support sit next to the "Contact support" form, which is the landmark of that name.
              aria-labelledby={topic.id === SUPPORT_TOPIC ? undefined : `heading-${topic.id}`}
              className="flex scroll-mt-24 flex-col gap-3"
            >
              <h2 id={`heading-${topic.id}`} className="font-bold text-2xl">
                {topic.title}
              </h2>
              <ul className="flex flex-col gap-3">
                {topic.entries.map((entry) => (
                  <li key={entry.id}>
                    <HelpEntryView
                      entry={entry}
                      sources={content.sources}
                      open={openIds.has(entry.id)}
                      onToggle={(open) => toggle(entry.id, open)}
                      anchor={entry.id}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
