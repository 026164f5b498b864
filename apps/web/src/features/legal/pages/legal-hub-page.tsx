import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { Link, useSearchParams } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { MyConsultationsSection } from '../consultations/my-consultations-section.tsx';
import { ProfessionalInboxSection } from '../consultations/professional-inbox-section.tsx';
import { GuidesSection } from '../guides/guides-section.tsx';
import { FindLawyerSection } from '../lawyers/find-lawyer-section.tsx';

export const LEGAL_HUB_TABS = ['guides', 'lawyers', 'consultations'] as const;
export type LegalHubTab = (typeof LEGAL_HUB_TABS)[number];

export function readLegalHubTab(value: string | null): LegalHubTab {
  return (LEGAL_HUB_TABS as readonly string[]).includes(value ?? '') ? (value as LegalHubTab) : 'guides';
}

/**
 * /legal-hub (issue 13): plain-language guides, verified lawyers and accredited representatives, and the person's
 * consultation requests — one page with three parts, chosen by `?tab=` so each part has its own address and the
 * back button works. A professional's third part is their inbox of requests.
 */
export function LegalHubPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('hub.title'));
  const [search] = useSearchParams();
  const tab = readLegalHubTab(search.get('tab'));
  const { profile } = useProfile();
  const professional = profile?.account_type === 'legal_professional';

  const labels: Record<LegalHubTab, string> = {
    guides: t('hub.tabs.guides'),
    lawyers: t('hub.tabs.lawyers'),
    consultations: professional ? t('hub.tabs.requests') : t('hub.tabs.consultations'),
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight">{t('hub.title')}</h1>
        <p className="max-w-prose text-muted">{t('hub.intro')}</p>
      </header>
      {professional ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1">{t('hub.professionalBanner')}</p>
          <ButtonLink to="/legal-hub/professional" variant="secondary" className="shrink-0">
            {t('hub.professionalProfile')}
          </ButtonLink>
        </div>
      ) : null}
      <nav aria-label={t('hub.tabs.label')}>
        {/* No label ever broken inside a word (issue 24; the community's tab bar does the same): three equal columns
            of `min-w-0` let the page's `overflow-wrap: anywhere` cut "Mis solicitud/es" at 320 px and "الأدل/ة" at
            200 % zoom. Here each tab is an equal share, or as wide as its longest word where that is wider (flex from
            0, words kept whole), and a tab that cannot fit even so moves whole onto a second row. Each tab fills its
            row's height, so the current one is marked as a full block beside a neighbour on two lines. */}
        <ul className="flex flex-wrap gap-1 rounded-2xl border border-border bg-surface p-1 [overflow-wrap:normal]">
          {LEGAL_HUB_TABS.map((id) => (
            <li key={id} className="flex flex-1">
              <Link
                to={`/legal-hub?tab=${id}`}
                aria-current={tab === id ? 'page' : undefined}
                className={`flex min-h-11 min-w-11 flex-1 items-center justify-center rounded-xl px-2 py-2 text-center font-semibold text-sm leading-tight sm:text-base ${
                  tab === id ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-primary-soft'
                }`}
              >
                {labels[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'guides' ? <GuidesSection /> : null}
      {tab === 'lawyers' ? <FindLawyerSection /> : null}
      {tab === 'consultations' ? (
        professional ? (
          <ProfessionalInboxSection />
        ) : (
          <MyConsultationsSection />
        )
      ) : null}
      <p className="text-muted">
        {t('hub.legalAidPrompt')}{' '}
        <Link to="/legal-aid" className="font-semibold text-primary underline underline-offset-4">
          {t('hub.legalAidLink')}
        </Link>
      </p>
    </div>
  );
}
