import { useTranslation } from 'react-i18next';

type SourceRefsProps = {
  /** The statement's source ids. */
  ids: readonly string[];
  /** Each source id's number in the page's source list. */
  numbers: ReadonlyMap<string, number>;
};

/**
 * "[2, 5]" after a statement: the numbers of its sources in the list at the foot of the page, so a reader or a
 * reviewer can check any sentence. Plain text, not links: a row of tiny links would be hard to tap.
 */
export function SourceRefs({ ids, numbers }: SourceRefsProps) {
  const { t } = useTranslation('rights');
  const found = ids.flatMap((id) => {
    const number = numbers.get(id);
    return number === undefined ? [] : [number];
  });
  if (found.length === 0) return null;
  const list = found.sort((a, b) => a - b).join(', ');
  return (
    <>
      {' '}
      <span className="sr-only">{t('guide.sourceNumbers', { list })}</span>
      <bdi dir="ltr" aria-hidden="true" className="whitespace-nowrap text-muted text-sm" data-source-refs="">
        [{list}]
      </bdi>
    </>
  );
}
