import type { ModerationItem } from '@amparo/contract/community/owner-moderation';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useCommunityQueue } from './community-moderation-api.ts';
import { ModerationItemCard } from './moderation-item-card.tsx';

/**
 * The owner's Community tab (issue 14, point 8): reported posts and comments, the most reported first; posts held
 * for review; enforcement reports waiting for a decision. Every action needs a reason, written to the audit log.
 */
export function CommunityQueue() {
  const { t } = useTranslation('owner');
  const queue = useCommunityQueue();

  if (queue.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{t('community.loadError')}</FormAlert>
        <Button onClick={() => void queue.refetch()}>{t('tryAgain')}</Button>
      </div>
    );
  }
  if (!queue.data) return <LoadingMessage label={t('community.loading')} className="min-h-40 py-10" />;
  const { reported, held, unverified_reports: unverified } = queue.data;
  return (
    <div className="flex flex-col gap-8">
      <QueueSection title={t('community.reported.title')} empty={t('community.reported.empty')}>
        {reported.map((entry) => (
          <li key={`${entry.item.target_kind}:${entry.item.id}`}>
            <ModerationItemCard item={entry.item} entry={entry} />
          </li>
        ))}
      </QueueSection>
      <QueueSection
        title={t('community.held.title')}
        empty={t('community.held.empty')}
        intro={t('community.held.intro')}
      >
        {held.map((item) => (
          <li key={item.id}>
            <ModerationItemCard item={item} />
          </li>
        ))}
      </QueueSection>
      <QueueSection
        title={t('community.unverified.title')}
        empty={t('community.unverified.empty')}
        intro={t('community.unverified.intro')}
      >
        {unverified.map((item: ModerationItem) => (
          <li key={item.id}>
            <ModerationItemCard item={item} />
          </li>
        ))}
      </QueueSection>
    </div>
  );
}

function QueueSection({
  title,
  intro,
  empty,
  children,
}: {
  title: string;
  intro?: string;
  empty: string;
  children: ReactNode[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-bold text-2xl">
        {title}
      </h2>
      {intro ? <p className="max-w-prose text-muted">{intro}</p> : null}
      {children.length === 0 ? (
        <p className="rounded-2xl border border-border border-dashed p-6">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">{children}</ul>
      )}
    </section>
  );
}
