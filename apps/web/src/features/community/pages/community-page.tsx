import { Bell, Newspaper, Search, SquarePen, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AlertsTab } from '../alerts/alerts-tab.tsx';
import { useUnreadAlertsCount } from '../alerts/use-unread-alerts-count.ts';
import { FeedTab } from '../feed/feed-tab.tsx';
import { ProfileTab } from '../member/profile-tab.tsx';
import { PostTab } from '../post/post-tab.tsx';
import { SearchTab } from '../search/search-tab.tsx';

/** The spec's tab bar, in its order (SPEC §2): Feed, Post, Search, Alerts, Profile. */
export const COMMUNITY_TABS = ['feed', 'post', 'search', 'alerts', 'profile'] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];

export function readCommunityTab(value: string | null): CommunityTab {
  return (COMMUNITY_TABS as readonly string[]).includes(value ?? '') ? (value as CommunityTab) : 'feed';
}

const ICONS: Record<CommunityTab, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  feed: Newspaper,
  post: SquarePen,
  search: Search,
  alerts: Bell,
  profile: UserRound,
};

/**
 * /community (issue 14): one page, five parts chosen by `?tab=` so each has its own address and the back button
 * works. The tab bar sits at the top, not the bottom: the bottom of the screen belongs to Help Me Now
 * (docs/decisions/013), and a second bar there would put the two within one slip of the thumb.
 */
export function CommunityPage() {
  const { t } = useTranslation('community');
  useDocumentTitle(t('title'));
  const [search] = useSearchParams();
  const tab = readCommunityTab(search.get('tab'));
  const unread = useUnreadAlertsCount();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-3 py-6 sm:px-6 sm:py-10">
      <h1 className="px-1 font-bold text-3xl tracking-tight">{t('title')}</h1>
      {/* Below 400 px the bar takes 4 px of the page's margin on each side: Spanish needs them at 320 px. */}
      <nav aria-label={t('tabs.label')} className="-mx-1 min-[400px]:mx-0">
        {/* One row from 320 px in every language, and no label ever broken inside a word (issue 24): each tab is
            as wide as an equal share, or as its longest word where that is wider (flex from 0, the words kept whole
            instead of the page's break-anywhere). Only where even that cannot fit (200 % zoom) a tab wraps onto a
            second row. */}
        <ul className="flex flex-wrap gap-0.5 rounded-2xl border border-border bg-surface p-0.5 [overflow-wrap:normal] min-[400px]:gap-1 min-[400px]:p-1">
          {COMMUNITY_TABS.map((id) => {
            const Icon = ICONS[id];
            const showBadge = id === 'alerts' && unread > 0;
            return (
              <li key={id} className="flex-1">
                <Link
                  to={`/community?tab=${id}`}
                  aria-current={tab === id ? 'page' : undefined}
                  className={`relative flex min-h-14 min-w-11 flex-col items-center justify-center gap-0.5 rounded-xl px-0.5 py-1.5 text-center font-semibold text-xs leading-tight sm:text-sm ${
                    tab === id
                      ? 'bg-primary text-primary-foreground'
                      : 'text-foreground hover:bg-primary-soft'
                  }`}
                >
                  <Icon className="size-5 shrink-0" aria-hidden />
                  <span className="max-w-full">{t(`tabs.${id}`)}</span>
                  {showBadge ? (
                    <span className="absolute end-1 top-1 min-w-5 rounded-full bg-danger px-1 text-[0.7rem] text-danger-foreground leading-5">
                      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                      <span className="sr-only">{t('tabs.unread', { count: unread })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab === 'feed' ? <FeedTab /> : null}
      {tab === 'post' ? <PostTab /> : null}
      {tab === 'search' ? <SearchTab /> : null}
      {tab === 'alerts' ? <AlertsTab /> : null}
      {tab === 'profile' ? <ProfileTab /> : null}
    </div>
  );
}
