import { type ClipboardEvent, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// A field with a `maxlength` stops taking text at the limit without a word. This says so: a count that appears
// near the limit and a line when the limit is reached. Screen readers hear it at those moments only (a polite live
// region that changes when the stage changes), never on every keystroke; the count itself is tied to the field
// with aria-describedby, so it is read with the field.
//
// A paste is never cut (issue 24: a support request lost 6 kB without a word, and was sent): what does not fit is
// kept, the count says by how much the text is over the limit, and the form is not sent until it fits.

/** The count appears once this share of the limit is used. */
export const NEAR_LIMIT_SHARE = 0.8;

type Stage = 'room' | 'near' | 'full' | 'over';

export function stageOf(length: number, max: number): Stage {
  if (length > max) return 'over';
  if (length === max) return 'full';
  if (length >= Math.ceil(max * NEAR_LIMIT_SHARE)) return 'near';
  return 'room';
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The field's text once `pasted` replaces its selection, and where the caret then stands. */
export function textAfterPaste(
  field: Pick<TextField, 'value' | 'selectionStart' | 'selectionEnd'>,
  pasted: string,
): { value: string; caret: number } {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  return {
    value: field.value.slice(0, start) + pasted + field.value.slice(end),
    caret: start + pasted.length,
  };
}

/** Pasted text as the field itself would hold it: one line in an input, "\n" line ends in a textarea. */
function asTheFieldHoldsIt(field: TextField, pasted: string): string {
  return field instanceof HTMLTextAreaElement
    ? pasted.replace(/\r\n?/g, '\n')
    : pasted.replace(/\r\n|\r|\n/g, ' ');
}

/**
 * For the onPaste of an element around text fields (paste events bubble up from the field): a paste that fits is
 * left to the browser; one that would go past `max` (where the browser's maxlength would drop the end) is put in
 * whole instead. The value is set as React expects a user's input (the prototype's setter, then an input event),
 * so the form's state follows. Typing more is still stopped by maxlength; deleting is not.
 */
export function pasteWhole(event: ClipboardEvent<HTMLElement>, max: number): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const pasted = asTheFieldHoldsIt(field, event.clipboardData.getData('text'));
  const { value, caret } = textAfterPaste(field, pasted);
  if (value.length <= max) return;
  event.preventDefault();
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.setSelectionRange(caret, caret);
}

/**
 * While `over`, the form around `inside` is not sent: its submit event stops at the form (before React's own
 * listener at the root would call the form's onSubmit) and the field that is too long gets the focus, where the
 * count says by how much. Every form built with the shared Field is held this way, whatever its own checks.
 */
export function useHoldFormWhileOver(inside: RefObject<HTMLElement | null>, over: boolean): void {
  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!over || !form) return;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      inside.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    };
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  }, [inside, over]);
}

type CharacterCountProps = {
  /** Put this id in the field's aria-describedby. */
  id: string;
  length: number;
  max: number;
};

export function CharacterCount({ id, length, max }: CharacterCountProps) {
  const { t } = useTranslation('common');
  const stage = stageOf(length, max);
  const [announcement, setAnnouncement] = useState('');

  // Only a change of stage speaks; `length` is read at that moment and not followed after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: following `length` would speak on every keystroke.
  useEffect(() => {
    if (stage === 'over') setAnnouncement(t('characterCount.over', { count: length - max, max }));
    else if (stage === 'full') setAnnouncement(t('characterCount.limitReached'));
    else if (stage === 'near') setAnnouncement(t('characterCount.left', { count: max - length }));
    else setAnnouncement('');
  }, [stage, max, t]);

  return (
    <>
      <div id={id} className={stage === 'room' ? 'hidden' : 'text-sm'}>
        {stage === 'over' ? (
          <p className="font-semibold text-danger">
            {t('characterCount.over', { count: length - max, max })}
          </p>
        ) : stage === 'room' ? null : (
          <p className={stage === 'full' ? 'font-semibold text-warning' : 'text-muted'}>
            <span className="tabular-nums">{t('characterCount.count', { used: length, count: max })}</span>
            {/* Its own line: each language ends the count's sentence in its own way. */}
            {stage === 'full' ? <span className="block">{t('characterCount.limitReached')}</span> : null}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
