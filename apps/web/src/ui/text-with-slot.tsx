import type { ReactNode } from 'react';

/**
 * A character no translation contains (Unicode private use): pass it as the value of a placeholder, then let
 * `TextWithSlot` put an element where it landed. Word order differs by language ("Call 1-800…" / "1-800… پر کال
 * کریں"), so the element's place comes from the translation, without react-i18next's `Trans`, whose code would
 * land in the libraries every first screen downloads.
 */
export const SLOT = '\uE000';

/** `text` with `slot` where SLOT is; the text alone when SLOT is missing. */
export function TextWithSlot({ text, slot }: { text: string; slot: ReactNode }) {
  const at = text.indexOf(SLOT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {slot}
      {text.slice(at + SLOT.length)}
    </>
  );
}
