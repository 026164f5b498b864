import { type ReactNode, useId } from 'react';
import { inputClassName } from '../lib/account/form-controls.tsx';

/**
 * A labelled <select>, full width on a phone, with an optional hint under it (filters, the composer) and an error
 * tied to it (aria-invalid and aria-describedby), as `Field` does for text inputs.
 */
export function SelectField({
  label,
  hint,
  error,
  value,
  onChange,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className={inputClassName}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
