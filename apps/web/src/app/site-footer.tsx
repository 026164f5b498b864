import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router/index.ts';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const links = [
    { to: '/organization/registry', label: t('footer.legalServices') },
    // Issue 13: lawyers and accredited representatives join from the help pages; the footer is on every one.
    { to: '/lawyers/join', label: t('footer.professionals') },
    { to: '/organization/signup', label: t('footer.organizations') },
    { to: '/affiliate/signup', label: t('footer.affiliates') },
  ];
  return (
    <footer className="border-border border-t bg-surface-raised">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
        <nav aria-label={t('footer.navigationLabel')}>
          <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-muted text-sm">{t('footer.notLegalAdvice')}</p>
      </div>
    </footer>
  );
}
