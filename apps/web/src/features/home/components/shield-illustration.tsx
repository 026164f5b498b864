type ShieldIllustrationProps = { className?: string };

// Drawn inline so the hero costs no request and follows the theme colours (currentColor) in dark mode.
export function ShieldIllustration({ className }: ShieldIllustrationProps) {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className={className}>
      <circle cx="100" cy="100" r="96" fill="currentColor" opacity="0.08" />
      <circle cx="100" cy="100" r="72" fill="currentColor" opacity="0.1" />
      <path
        d="M100 38 150 58v40c0 32-21 56-50 66-29-10-50-34-50-66V58z"
        fill="var(--color-surface-raised)"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="m78 100 16 16 30-32"
        fill="none"
        stroke="currentColor"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
