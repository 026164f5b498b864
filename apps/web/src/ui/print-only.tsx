import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';

// Printing one thing (the wallet card, the family plan) from a page that shows many: the printable version is
// rendered at the end of <body>, and while a print is asked for, every other child of <body> is left out of
// print. Tailwind's `print:` variants do the hiding, so no inline style is needed (the CSP forbids them).

type PrintRequestOptions = {
  /**
   * Also when the person prints from the browser's own menu (Ctrl+P): the page's printable version is printed
   * instead of the page itself. For a page whose point on paper is one document (the family plan on /family).
   */
  onBrowserPrint?: boolean;
};

/** `print()` opens the browser's print dialog once the printable content is in the page. */
export function usePrintRequest(options: PrintRequestOptions = {}) {
  const [requested, setRequested] = useState(0);
  const [finished, setFinished] = useState(0);
  const [browserPrinting, setBrowserPrinting] = useState(false);
  const onBrowserPrint = options.onBrowserPrint === true;
  useEffect(() => {
    if (!onBrowserPrint) return;
    // The browser lays the page out for print right after `beforeprint`: the printable version must be in the
    // page by then, so the render is flushed synchronously.
    const before = () => flushSync(() => setBrowserPrinting(true));
    const after = () => setBrowserPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [onBrowserPrint]);
  useEffect(() => {
    if (requested === 0) return;
    const finish = () => setFinished(requested);
    window.addEventListener('afterprint', finish, { once: true });
    // Child effects have run: the printable content is already in <body> and the rest is marked hidden.
    window.print();
    return () => window.removeEventListener('afterprint', finish);
  }, [requested]);
  return {
    printing: requested > finished || browserPrinting,
    print: () => setRequested((count) => count + 1),
  };
}

type PrintOnlyProps = {
  /** While true, this content is the only thing the page prints. */
  active: boolean;
  children: ReactNode;
  /** Extra classes for the printed block (colours that must stay black on white). */
  className?: string;
};

export function PrintOnly({ active, children, className }: PrintOnlyProps) {
  const own = useRef<HTMLDivElement>(null);
  // A layout effect: it must have run when a print started from the browser's menu lays the page out.
  useLayoutEffect(() => {
    if (!active) return;
    const others = [...document.body.children].filter((element) => element !== own.current);
    for (const element of others) element.classList.add('print:hidden');
    return () => {
      for (const element of others) element.classList.remove('print:hidden');
    };
  }, [active]);
  if (!active) return null;
  return createPortal(
    <div ref={own} className={`hidden print:block ${className ?? ''}`} data-print-only="">
      {children}
    </div>,
    document.body,
  );
}
