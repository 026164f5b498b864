import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Link, useSearchParams } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useOwnerStatus } from '../api/owner-status.ts';
import { CommunityQueue } from '../community-moderation/community-queue.tsx';
import { ProfessionalsQueue } from '../queues/professionals-queue.tsx';
import { RegistryEditor } from '../queues/registry-editor.tsx';
import { ReportsQueue } from '../queues/reports-queue.tsx';
import { ReviewsQueue } from '../queues/reviews-queue.tsx';
import { SupportQueue } from '../support-queue/support-queue.tsx';

export const OWNER_TABS = [
  'professionals',
  'reviews',
  'reports',
  'registry',
  'community',
  'support',
] as const;
export type OwnerTab = (typeof OWNER_TABS)[number];

function readOwnerTab(value: string | null): OwnerTab {
  return (OWNER_TABS as readonly string[]).includes(value ?? '') ? (value as OwnerTab) : 'professionals';
}

/**
 * /owner/dashboard: the queues of the people who run Amparo. Issue 13 brings the legal ones — professionals to
 * verify, reviews to moderate, reports about listings, the registry of legal services; issue 14 the community's
 * moderation queue; the rest of the dashboard comes with later issues. The server refuses every owner route to anyone else; this page only says so kindly.
 */
export function OwnerDashboardPage() {
  const { t } = useTranslation('owner');
  useDocumentTitle(t('title'));
  const status = useOwnerStatus();
  const [search] = useSearchParams();
  const tab = readOwnerTab(search.get('tab'));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-bold text-3xl tracking-tight">{t('title')}</h1>
      {status.data === true ? (
        <>
          <nav aria-label={t('tabs.label')}>
            <ul className="flex flex-wrap gap-2">
              {OWNER_TABS.map((id) => (
                <li key={id}>
                  <Link
                    to={`/owner/dashboard?tab=${id}`}
                    aria-current={tab === id ? 'page' : undefined}
                    className={`flex min-h-11 items-center rounded-xl border px-4 font-semibold ${
                      tab === id
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-surface-raised text-foreground hover:bg-primary-soft'
                    }`}
                  >
                    {t(`tabs.${id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {tab === 'professionals' ? <ProfessionalsQueue /> : null}
          {tab === 'reviews' ? <ReviewsQueue /> : null}
          {tab === 'reports' ? <ReportsQueue /> : null}
          {tab === 'registry' ? <RegistryEditor /> : null}
          {tab === 'community' ? <CommunityQueue /> : null}
          {tab === 'support' ? <SupportQueue /> : null}
        </>
      ) : status.data === false ? (
        <FormAlert tone="info">{t('notOwner')}</FormAlert>
      ) : status.isError ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="error">{t('loadError')}</FormAlert>
          <Button className="self-start" onClick={() => void status.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('loading')} className="min-h-40 py-10" />
      )}
    </div>
  );
}
