import { type ClipboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// A field with a `maxlength` stops taking text at the limit without a word. This says so: a count that appears
// near the limit, a line when the limit is reached, and a note when pasted text did not all fit. Screen
// readers hear it at those moments only (a polite live region that changes when the stage changes), never on
// every keystroke; the count itself is tied to the field with aria-describedby, so it is read with the field.

/** The count appears once this share of the limit is used. */
export const NEAR_LIMIT_SHARE = 0.8;

type Stage = 'room' | 'near' | 'full';

export function stageOf(length: number, max: number): Stage {
  if (length >= max) return 'full';
  if (length >= Math.ceil(max * NEAR_LIMIT_SHARE)) return 'near';
  return 'room';
}

/** True when pasting `pasted` into `field` would go past its maxlength (the browser then drops the end). */
export function pasteWouldBeCut(
  field: Pick<HTMLInputElement, 'value' | 'selectionStart' | 'selectionEnd'>,
  pasted: string,
  max: number,
): boolean {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  return field.value.length - (end - start) + pasted.length > max;
}

/**
 * Watches pastes into the fields inside the element it is spread on (paste events bubble up from the input):
 * `pasteCut` is true after a paste that did not fit, until the text is shorter than the limit again.
 */
export function usePasteCut(length: number, max: number) {
  const [pasteCut, setPasteCut] = useState(false);
  useEffect(() => {
    if (length < max) setPasteCut(false);
  }, [length, max]);
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    setPasteCut(pasteWouldBeCut(field, event.clipboardData.getData('text'), max));
  };
  return { pasteCut, onPaste };
}

type CharacterCountProps = {
  /** Put this id in the field's aria-describedby. */
  id: string;
  length: number;
  max: number;
  pasteCut?: boolean;
};

export function CharacterCount({ id, length, max, pasteCut = false }: CharacterCountProps) {
  const { t } = useTranslation('common');
  const stage = stageOf(length, max);
  const [announcement, setAnnouncement] = useState('');

  // Only a change of stage (or a cut paste) speaks; `length` is read at that moment and not followed after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: following `length` would speak on every keystroke.
  useEffect(() => {
    if (pasteCut) setAnnouncement(t('characterCount.pasteCut', { count: max }));
    else if (stage === 'full') setAnnouncement(t('characterCount.limitReached'));
    else if (stage === 'near') setAnnouncement(t('characterCount.left', { count: max - length }));
    else setAnnouncement('');
  }, [stage, pasteCut, max, t]);

  return (
    <>
      <div id={id} className={stage === 'room' && !pasteCut ? 'hidden' : 'text-sm'}>
        {stage === 'room' ? null : (
          <p className={stage === 'full' ? 'font-semibold text-warning' : 'text-muted'}>
            <span className="tabular-nums">{t('characterCount.count', { used: length, count: max })}</span>
            {/* Its own line: each language ends the count's sentence in its own way. */}
            {stage === 'full' ? <span className="block">{t('characterCount.limitReached')}</span> : null}
          </p>
        )}
        {pasteCut ? (
          <p className="font-semibold text-warning">{t('characterCount.pasteCut', { count: max })}</p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
