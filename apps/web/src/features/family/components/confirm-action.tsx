import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';

type ConfirmActionProps = {
  label: string;
  ariaLabel?: string;
  question: string;
  /** What the step does and does not undo, said before the person confirms. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  disabled?: boolean;
  onConfirm: () => void;
};

/**
 * A destructive family step (remove someone, leave, cancel an invitation) that first says in place what will
 * happen, with the safe choice focused: a stray tap or Enter never confirms it.
 */
export function ConfirmAction({
  label,
  ariaLabel,
  question,
  children,
  confirmLabel,
  cancelLabel,
  disabled,
  onConfirm,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const detailId = useId();
  if (!asking) {
    return (
      <Button variant="secondary" aria-label={ariaLabel} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <fieldset
      aria-describedby={detailId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border-2 border-danger bg-surface p-4"
    >
      <legend className="float-start mb-1 font-bold text-foreground text-lg">{question}</legend>
      <div id={detailId} className="clear-both flex flex-col gap-2">
        {children}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="danger"
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" autoFocus onClick={() => setAsking(false)}>
          {cancelLabel}
        </Button>
      </div>
    </fieldset>
  );
}
