/** Amparo's mark: a shelter inside a shield. Decorative; the link around it carries the name. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <g fill="none" className="stroke-primary-foreground" strokeLinecap="round" strokeLinejoin="round">
        <path d="M32 10 50 17v14c0 11.5-7.6 19.6-18 23-10.4-3.4-18-11.5-18-23V17Z" strokeWidth="4" />
        <path d="m24 33 8-7 8 7m-13-2v9h10v-9" strokeWidth="3.5" />
      </g>
    </svg>
  );
}
