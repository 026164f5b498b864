import type { HighlightPart } from '../lib/text-search.ts';

/** A text with the runs that matched the search wrapped in <mark>: screen readers and high contrast keep them. */
export function HighlightedText({ parts }: { parts: readonly HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // Runs never move: the index is a stable key for one rendering of one text.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <mark key={index} className="rounded-sm bg-warning/20 font-semibold text-foreground">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
