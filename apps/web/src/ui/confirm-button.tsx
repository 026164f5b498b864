import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from './button.tsx';

type ConfirmButtonProps = {
  label: ReactNode;
  ariaLabel?: string;
  question: string;
  /** A line under the question, for what the step does and does not undo. */
  detail?: string;
  confirmLabel: string;
  cancelLabel: string;
  variant?: ButtonVariant;
  confirmVariant?: ButtonVariant;
  disabled?: boolean;
  onConfirm: () => void;
  className?: string;
};

/** A button that asks once, in place, before a step that cannot be undone. */
export function ConfirmButton({
  label,
  ariaLabel,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  variant = 'ghost',
  confirmVariant = 'danger',
  disabled,
  onConfirm,
  className,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        variant={variant}
        aria-label={ariaLabel}
        disabled={disabled}
        className={className}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <fieldset className="flex w-full flex-col gap-2 rounded-lg bg-surface p-3">
      <legend className="float-start mb-2 font-semibold text-foreground">{question}</legend>
      {detail ? <p className="text-muted">{detail}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant={confirmVariant}
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
