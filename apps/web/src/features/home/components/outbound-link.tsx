import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type OutboundLinkProps = {
  href: string;
  label: string;
};

// Someone frightened should never be surprised to find themselves on another site, so the link
// says in words, not only with an icon, that it leaves Amparo.
export function OutboundLink({ href, label }: OutboundLinkProps) {
  const { t } = useTranslation('home');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 flex-col justify-center rounded-md py-1 no-underline"
    >
      {/* Inline, not flex: when a long label wraps, the icon follows its last word. */}
      <span className="font-semibold text-base underline sm:text-lg">
        {label}
        <ExternalLink aria-hidden="true" className="ms-1.5 inline size-4 align-[-0.125em] rtl:-scale-x-100" />
      </span>
      <span className="text-muted text-sm">{t('notice.externalHint')}</span>
    </a>
  );
}
