import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step that replaces the previous one in place: it takes focus when it appears, so a screen
 * reader announces the new step and keyboard users continue from the top of it.
 */
export function StepHeading({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="font-bold text-2xl text-foreground outline-none">
      {children}
    </h2>
  );
}
