import type { OwnComment, OwnPost } from '@amparo/contract/community/list-own-content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useOwnComments, useOwnPosts } from './api/own-content.ts';

function StatusBadge({ row }: { row: OwnPost | OwnComment }) {
  const { t } = useTranslation('community-alerts');
  if (row.status === 'visible') return null;
  return (
    <span className="flex flex-col gap-1">
      <span
        className={`self-start rounded-full border px-2 font-semibold text-sm ${row.status === 'hidden' ? 'border-danger text-danger' : 'border-warning text-warning'}`}
      >
        {t(`profile.status.${row.status}`)}
      </span>
      {row.moderation_reason ? (
        <span className="text-sm">
          {t('profile.reason')} <bdi>{row.moderation_reason}</bdi>
        </span>
      ) : null}
    </span>
  );
}

function Row({ row, href }: { row: OwnPost | OwnComment; href: string }) {
  const { i18n } = useTranslation('community-alerts');
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-surface px-3 py-2">
      <Link to={href} dir="auto" className="line-clamp-3 min-h-11 break-words hover:underline">
        {row.excerpt}
      </Link>
      <time dateTime={row.created_at} className="text-muted text-sm">
        {new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
          new Date(row.created_at),
        )}
      </time>
      <StatusBadge row={row} />
    </li>
  );
}

type Query = ReturnType<typeof useOwnPosts> | ReturnType<typeof useOwnComments>;

function Section({
  title,
  empty,
  query,
  rows,
}: {
  title: string;
  empty: string;
  query: Query;
  rows: { row: OwnPost | OwnComment; href: string }[];
}) {
  const { t } = useTranslation('community-alerts');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="font-bold text-xl">
        {title}
      </h2>
      {query.isPending ? (
        <LoadingMessage label={t('profile.loading')} />
      ) : query.isError ? (
        <p role="alert">{t('profile.errors.generic')}</p>
      ) : rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map(({ row, href }) => (
            <Row key={row.id} row={row} href={href} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button variant="secondary" className="self-start" onClick={() => void query.fetchNextPage()}>
          {t('profile.more')}
        </Button>
      ) : null}
    </section>
  );
}

/** The member's own posts and comments, every status, with why something is held or hidden. */
export function OwnContentLists() {
  const { t } = useTranslation('community-alerts');
  const posts = useOwnPosts();
  const comments = useOwnComments();
  return (
    <>
      <Section
        title={t('profile.postsTitle')}
        empty={t('profile.noPosts')}
        query={posts}
        rows={(posts.data?.pages.flatMap((page) => page.posts) ?? []).map((row) => ({
          row,
          href: `/community/posts/${row.post_id}`,
        }))}
      />
      <Section
        title={t('profile.commentsTitle')}
        empty={t('profile.noComments')}
        query={comments}
        rows={(comments.data?.pages.flatMap((page) => page.comments) ?? []).map((row) => ({
          row,
          href: `/community/posts/${row.post_id}#comment-${row.id}`,
        }))}
      />
    </>
  );
}
