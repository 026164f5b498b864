import type { ComponentProps } from 'react';
import { Link, type LinkProps } from '../lib/router/index.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

type StyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg font-semibold ' +
  'text-center leading-snug no-underline transition-colors select-none ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'border-2 border-primary bg-surface-raised text-primary hover:bg-primary-soft',
  ghost: 'bg-transparent text-foreground hover:bg-primary-soft',
  danger: 'bg-danger text-danger-foreground hover:bg-danger-hover',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-4 py-2 text-base',
  lg: 'min-h-13 px-6 py-3 text-lg',
};

/** The class list shared by every button-looking control, so a link and a button look the same. */
export function buttonClassName(
  { variant = 'primary', size = 'md' }: StyleProps = {},
  extra?: string,
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}

// ComponentProps (not ButtonHTMLAttributes) so a caller may pass `ref`, a plain prop since React 19.
export type ButtonProps = ComponentProps<'button'> & StyleProps;

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  // type defaults to "button" so a button inside a form never submits it by accident.
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...rest} />;
}

export type ButtonLinkProps = LinkProps & StyleProps;

export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClassName({ variant, size }, typeof className === 'string' ? className : undefined)}
      {...rest}
    />
  );
}
