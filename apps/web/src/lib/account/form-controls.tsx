import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ui/button.tsx';
import { CharacterCount, pasteWhole, useHoldFormWhileOver } from '../../ui/character-count.tsx';
import { Spinner } from '../../ui/loading.tsx';
import { type DescribedAuthError, describeAuthError } from './auth-errors.ts';

// The form pieces of the account screens (sign-in, sign-up, reset, settings): a label above every input,
// hints and errors tied to it with aria-describedby, and 44 px touch targets.

export const inputClassName =
  'block min-h-12 w-full rounded-lg border border-border bg-surface-raised px-3 py-2 text-base text-foreground ' +
  'placeholder:text-muted hover:border-primary focus-visible:border-primary ' +
  'aria-invalid:border-danger aria-invalid:border-2';

type FieldProps = {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /**
   * For a control with a maxLength: its current text and that limit, to count near the limit. A paste past the
   * limit is kept whole and the form is held until the text fits (ui/character-count.tsx).
   */
  limit?: { value: string; max: number };
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
};

/** A label, the control (rendered by children with the ids it needs), a hint, a count near a limit and an error. */
export function Field({ label, hint, error, limit, children, className = '' }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const container = useRef<HTMLDivElement>(null);
  const length = limit?.value.length ?? 0;
  const over = limit ? length > limit.max : false;
  useHoldFormWhileOver(container, over);
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, limit ? countId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div
      ref={container}
      className={`flex flex-col gap-1.5 ${className}`}
      onPaste={limit ? (event) => pasteWhole(event, limit.max) : undefined}
    >
      <label htmlFor={id} className="font-semibold text-foreground">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) || over })}
      {limit ? <CharacterCount id={countId} length={length} max={limit.max} /> : null}
      {error ? (
        <p id={errorId} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-muted text-sm">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide button: typing on a small screen is easier when you can check it. */
export function PasswordInput({ className = '', ...rest }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...rest}
        type={visible ? 'text' : 'password'}
        dir="auto"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`${inputClassName} pe-14 ${className}`}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
        aria-controls={rest.id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 end-0 flex min-w-12 items-center justify-center rounded-e-lg text-muted hover:text-foreground focus-visible:outline-3 focus-visible:outline-focus"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}

/** One translated line per auth error, and under a weak password one line per reason. */
export function AuthErrorMessage({ error }: { error: DescribedAuthError }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <p>
        {error.key === 'signInLocked'
          ? t('errors.signInLocked', { count: error.retryAfterMinutes ?? 1 })
          : t(`errors.${error.key}`)}
      </p>
      {error.reasons.length > 0 ? (
        <ul className="mt-1 list-disc ps-5">
          {error.reasons.map((reason) => (
            <li key={reason}>{t(`weakReasons.${reason}`)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

type FormAlertProps = {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
  /** For a message that receives focus (the control that had it went away): tabIndex -1 and a ref to focus. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
};

/**
 * A message about the whole form. Errors use role="alert" so a screen reader says them at once; other notes
 * are polite. The region is always rendered, so its content is announced when it appears.
 */
export function FormAlert({ tone, children, id, ref, tabIndex }: FormAlertProps) {
  const tones = {
    error: 'border-danger bg-surface-raised text-danger',
    success: 'border-success bg-surface-raised text-success',
    info: 'border-primary bg-primary-soft text-foreground',
  } as const;
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={tabIndex}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-2 border-s-8 px-4 py-3 font-medium ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

/** The form's error, if any, described from an auth-js (or network) failure. */
export function useAuthFailure() {
  const [failure, setFailure] = useState<DescribedAuthError | null>(null);
  return {
    failure,
    fail: (error: unknown) => setFailure(describeAuthError(error)),
    setFailure,
    clear: () => setFailure(null),
  };
}

type SubmitButtonProps = ButtonProps & { pending: boolean; pendingLabel: string };

/** Disabled while its request runs, with a spinner and a label that says so. */
export function SubmitButton({ pending, pendingLabel, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-disabled={pending || undefined} {...rest}>
      {pending ? (
        <>
          <Spinner className="size-5 text-current" />
          <span>{pendingLabel}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
