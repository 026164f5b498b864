type SourceRefsProps = {
  /** The statement's source ids. */
  ids: readonly string[];
  /** Each source id's number in the page's source list. */
  numbers: ReadonlyMap<string, number>;
  /** What a screen reader says instead of the brackets: "Sources: 2, 5", in the page's own namespace. */
  describe: (list: string) => string;
};

/**
 * "[2, 5]" after a statement: the numbers of its sources in the list at the foot of the page, so a reader or a
 * reviewer can check any sentence. Plain text, not links: a row of tiny links would be hard to tap. Shared by the
 * rights guide and the legal guides.
 */
export function SourceRefs({ ids, numbers, describe }: SourceRefsProps) {
  const found = ids.flatMap((id) => {
    const number = numbers.get(id);
    return number === undefined ? [] : [number];
  });
  if (found.length === 0) return null;
  const list = found.sort((a, b) => a - b).join(', ');
  return (
    <>
      {' '}
      <span className="sr-only">{describe(list)}</span>
      <bdi dir="ltr" aria-hidden="true" className="whitespace-nowrap text-muted text-sm" data-source-refs="">
        [{list}]
      </bdi>
    </>
  );
}
