import {
  LEGAL_SERVICES_REGISTRY_PATH,
  RESTRICTED_ACCESS_LINKS,
} from '@amparo/contract/onboarding/restricted-access';
import { ArrowRight, ExternalLink, HeartHandshake } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router/index.ts';

type RestrictedAccessNoticeProps = {
  /** 1 when the notice is the whole page, 2 (the default) when it sits inside one. */
  headingLevel?: 1 | 2;
  /** Moves focus to the title when it appears, so a screen reader reads it at once. */
  focusOnMount?: boolean;
  /** What the person can do next besides the links, for example change a wrong answer. */
  children?: ReactNode;
  className?: string;
};

// Someone frightened should never be surprised to find themselves on another site, so the link
// says in words, not only with an icon, that it leaves Amparo.
function OutboundLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('common');
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
      <span className="text-muted text-sm">{t('restrictedAccess.externalHint')}</span>
    </a>
  );
}

/**
 * Spec §1 and §5: shown to anyone who answers that they entered without inspection. It says plainly that
 * Amparo's tools are not for them, without judgement, and what they can do instead: nonprofit legal help
 * first (talking to one before deciding anything is the advice), then the official CBP Home app.
 */
export function RestrictedAccessNotice({
  headingLevel = 2,
  focusOnMount = false,
  children,
  className = '',
}: RestrictedAccessNoticeProps) {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';

  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);

  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-border border-s-4 border-s-primary bg-surface-raised p-4 sm:p-8 ${className}`}
    >
      <Heading
        id={titleId}
        ref={title}
        tabIndex={-1}
        className="font-bold text-2xl text-foreground focus:outline-none sm:text-3xl"
      >
        {t('notice.title')}
      </Heading>
      <p className="mt-3 max-w-prose text-lg">{t('notice.body')}</p>

      <Subheading className="mt-8 flex items-center gap-3 font-semibold text-xl">
        <HeartHandshake aria-hidden="true" className="size-7 shrink-0 text-primary" />
        {t('notice.helpTitle')}
      </Subheading>
      <p className="mt-2 max-w-prose">{t('notice.helpBody')}</p>

      <div className="mt-6">
        <RestrictedAccessLinks />
      </div>
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </section>
  );
}

/** Where to turn instead: nonprofit legal help first (the advice is to talk to one before deciding), then CBP Home. */
export function RestrictedAccessLinks() {
  const { t } = useTranslation('common');
  return (
    <ul aria-label={t('restrictedAccess.linksLabel')} className="grid gap-4 md:grid-cols-3">
      <li className="rounded-xl border border-border p-4">
        <OutboundLink
          href={RESTRICTED_ACCESS_LINKS.immigrationLawHelp}
          label={t('restrictedAccess.lawHelp.label')}
        />
        <p className="mt-2 text-muted">{t('restrictedAccess.lawHelp.description')}</p>
      </li>
      <li className="rounded-xl border border-border p-4">
        <Link
          to={LEGAL_SERVICES_REGISTRY_PATH}
          className="inline-block min-h-11 rounded-md py-1 font-semibold text-base underline sm:text-lg"
        >
          {t('restrictedAccess.registry.label')}
          <ArrowRight aria-hidden="true" className="ms-1.5 inline size-4 align-[-0.125em] rtl:-scale-x-100" />
        </Link>
        <p className="mt-2 text-muted">{t('restrictedAccess.registry.description')}</p>
      </li>
      <li className="rounded-xl border border-border p-4">
        <OutboundLink href={RESTRICTED_ACCESS_LINKS.cbpHome} label={t('restrictedAccess.cbpHome.label')} />
        <p className="mt-2 text-muted">{t('restrictedAccess.cbpHome.description')}</p>
      </li>
    </ul>
  );
}
