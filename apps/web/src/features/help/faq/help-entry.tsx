import type { HelpContent, HelpEntry } from '@amparo/contract/help/help-content';
import { ChevronDown, Link as LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import type { HighlightPart } from '../../../lib/text-search.ts';
import { ExternalLink } from '../../../ui/external-link.tsx';
import { HighlightedText } from '../../../ui/highlighted-text.tsx';
import { HotlineList } from './hotline-list.tsx';

type HelpEntryViewProps = {
  entry: HelpEntry;
  sources: HelpContent['sources'];
  /** When searching: the texts with the matched runs marked. */
  marked?: { question: HighlightPart[]; answer: HighlightPart[][] };
  open: boolean;
  onToggle: (open: boolean) => void;
  /** An English answer shown to a reader of another language. */
  english?: boolean;
  /** The anchor; an English result gets its own, so two elements never share an id. */
  anchor: string;
};

function Paragraphs({ entry, marked }: Pick<HelpEntryViewProps, 'entry' | 'marked'>): ReactNode {
  return entry.answer.map((paragraph, index) => (
    // Paragraphs never move within one answer.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <p key={index}>{marked?.answer[index] ? <HighlightedText parts={marked.answer[index]} /> : paragraph}</p>
  ));
}

/**
 * One question and its answer, folded under its question (a <details>, so it opens with the keyboard and a screen
 * reader says whether it is open). Its id is the anchor a link can point at: /help#forgot-passphrase.
 */
export function HelpEntryView({
  entry,
  sources,
  marked,
  open,
  onToggle,
  english,
  anchor,
}: HelpEntryViewProps) {
  const { t } = useTranslation('help');
  const cited = (entry.sources ?? []).flatMap((id) => sources.filter((source) => source.id === id));
  return (
    <details
      id={anchor}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="group scroll-mt-24 rounded-xl border border-border bg-surface-raised"
      {...(english ? { lang: 'en', dir: 'ltr' } : {})}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-lg focus-visible:outline-3 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        <span>{marked ? <HighlightedText parts={marked.question} /> : entry.question}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4 leading-relaxed">
        <Paragraphs entry={entry} marked={marked} />
        {entry.hotlines ? <HotlineList /> : null}
        {entry.links?.length ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {entry.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {cited.length > 0 ? (
          <div className="text-muted text-sm">
            <span>{t('sources')}</span>
            <ul className="flex flex-col gap-1">
              {cited.map((source) => (
                <li key={source.id} lang="en" dir="ltr" className="text-start">
                  <ExternalLink href={source.url}>{source.title}</ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Link
          to={`#${anchor}`}
          className="inline-flex min-h-11 items-center gap-2 self-start text-muted text-sm underline underline-offset-4"
        >
          <LinkIcon aria-hidden="true" className="size-4" />
          {t('linkToAnswer')}
        </Link>
      </div>
    </details>
  );
}
