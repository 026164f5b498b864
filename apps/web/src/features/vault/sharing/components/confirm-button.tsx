import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '../../../../ui/button.tsx';

type ConfirmButtonProps = {
  label: ReactNode;
  question: string;
  /** A line under the question, for what the step does and does not undo. */
  detail?: string;
  confirmLabel: string;
  cancelLabel: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  onConfirm: () => void;
};

/** A button that asks once, in place, before a step that cannot be undone. The confirming button is red. */
export function ConfirmButton({
  label,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  variant = 'secondary',
  disabled,
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant={variant} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <fieldset className="flex w-full flex-col gap-2 rounded-lg bg-surface p-3">
      <legend className="float-start mb-1 font-semibold text-foreground">{question}</legend>
      {detail ? <p className="text-muted">{detail}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          autoFocus
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {cancelLabel}
        </Button>
      </div>
    </fieldset>
  );
}
