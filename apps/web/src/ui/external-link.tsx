import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ExternalLinkProps = { href: string; children: ReactNode; className?: string };

/**
 * A link to another site (a state bar's search, a government roster), opened in a new tab without handing it this
 * page (`noopener`), marked with an icon so nobody is surprised to leave Amparo.
 */
export function ExternalLink({ href, children, className = '' }: ExternalLinkProps) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      target="_blank"
      className={`inline-flex items-center gap-1 text-primary underline underline-offset-4 ${className}`}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}
