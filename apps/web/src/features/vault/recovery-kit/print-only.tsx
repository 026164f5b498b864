import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

// Printing the recovery kit from the page: the printable version is rendered at the end of <body>, and while a
// print is asked for, every other child of <body> is left out of print with Tailwind's `print:hidden` (no inline
// style: the CSP forbids it). The emergency card does the same in its own folder; features do not share files.

/** `print()` opens the print dialog once the printable content is in the page. */
export function usePrintRequest() {
  const [requested, setRequested] = useState(0);
  const [finished, setFinished] = useState(0);
  useEffect(() => {
    if (requested === 0) return;
    const finish = () => setFinished(requested);
    window.addEventListener('afterprint', finish, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', finish);
  }, [requested]);
  return { printing: requested > finished, print: () => setRequested((count) => count + 1) };
}

export function PrintOnly({ active, children }: { active: boolean; children: ReactNode }) {
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    const others = [...document.body.children].filter((element) => element !== own.current);
    for (const element of others) element.classList.add('print:hidden');
    return () => {
      for (const element of others) element.classList.remove('print:hidden');
    };
  }, [active]);
  if (!active) return null;
  return createPortal(
    <div ref={own} className="hidden bg-white text-black print:block">
      {children}
    </div>,
    document.body,
  );
}
