import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export const ONBOARDING_STEP_COUNT = 3;

type StepLayoutProps = {
  step: 1 | 2 | 3;
  title: string;
  lead?: string;
  children: ReactNode;
};

/** One step of /onboarding: where the person is ("Step 2 of 3"), one heading, one question. */
export function StepLayout({ step, title, lead, children }: StepLayoutProps) {
  const { t } = useTranslation('onboarding');
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  // A new step replaces the form that had focus: start the screen reader (and the eyes) at its heading.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0 });
  }, []);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="font-semibold text-muted">
        {t('page.progress', { current: step, total: ONBOARDING_STEP_COUNT })}
      </p>
      <div
        aria-hidden="true"
        // grid-cols-3: one segment per step (ONBOARDING_STEP_COUNT).
        className="mt-2 grid grid-cols-3 gap-1.5"
      >
        {Array.from({ length: ONBOARDING_STEP_COUNT }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are fixed and never reorder.
            key={index}
            className={`h-1.5 rounded-full ${index < step ? 'bg-primary' : 'bg-border'}`}
          />
        ))}
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 font-bold text-3xl text-foreground tracking-tight focus:outline-none"
      >
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-prose text-lg text-muted">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A failed save: what happened and what to do, kept beside the form so nothing typed is lost. */
export function SaveError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-border border-s-4 border-s-warning bg-surface-raised p-4 font-semibold"
    >
      {message}
    </p>
  );
}
