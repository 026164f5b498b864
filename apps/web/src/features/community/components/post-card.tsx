import type { Post } from '@amparo/contract/community/community-models';
import { LANGUAGES } from '@amparo/contract/i18n/languages';
import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { BlockMemberButton } from '../moderation/block-member-button.tsx';
import { ReportContentButton } from '../moderation/report-content-button.tsx';
import { VerifyReportControls } from '../moderation/verify-report-controls.tsx';
import { ACTION_ROW_CLASS } from './action-row.ts';
import { AuthorLine } from './author-line.tsx';
import { HelpfulButton } from './helpful-button.tsx';
import { OwnPostActions, PostEditForm } from './own-post-actions.tsx';
import { PostImages } from './post-images.tsx';
import {
  EnforcementReportNotice,
  HeldNotice,
  HiddenNotice,
  OfficialAlertBadge,
  ScamWarningNotice,
} from './post-notices.tsx';
import { RelativeTime } from './relative-time.tsx';

export function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}

/**
 * Text as the person typed it: their own direction (dir="auto"), their line breaks, and never a link. Nothing in a
 * post is turned into a link, so a held post's link cannot be followed before the owner has looked at it, and a
 * scam's link is one more step away.
 */
export function UserText({ text, lang }: { text: string; lang?: string }) {
  return (
    <p dir="auto" lang={lang} className="whitespace-pre-wrap break-words text-start text-foreground">
      {text}
    </p>
  );
}

type PostCardProps = {
  post: Post;
  /** In the feed the comment count links to the post's page; on that page it does not. */
  linkComments?: boolean;
  /** After the author deletes the post (the post page goes back to the feed). */
  onDeleted?: () => void;
};

export function PostCard({ post, linkComments = true, onDeleted }: PostCardProps) {
  const { t } = useTranslation('community');
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const commentsLabel = t('card.comments', { count: post.comment_count });
  return (
    <article
      aria-labelledby={nameId}
      data-testid="post-card"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4"
    >
      <h2 id={nameId} className="sr-only">
        {t('card.label', { name: post.author.display_name })}
      </h2>
      <AuthorLine
        author={post.author}
        details={
          <>
            <span>{t(`topics.${post.topic}`)}</span>
            <span aria-hidden="true">·</span>
            <span lang={post.language}>{languageName(post.language)}</span>
            <span aria-hidden="true">·</span>
            <RelativeTime iso={post.created_at} />
            {post.edited_at ? <span>{t('card.edited')}</span> : null}
          </>
        }
      />
      {post.kind === 'official_alert' ? <OfficialAlertBadge /> : null}
      {post.status === 'held' ? <HeldNotice reason={post.moderation_reason} /> : null}
      {post.status === 'hidden' ? <HiddenNotice reason={post.moderation_reason} /> : null}
      {post.kind === 'enforcement_report' ? <EnforcementReportNotice post={post} /> : null}
      {editing ? (
        <PostEditForm post={post} onDone={() => setEditing(false)} />
      ) : (
        <UserText text={post.body} lang={post.language} />
      )}
      <PostImages images={post.images} />
      {post.labels.includes('scam_warning') ? <ScamWarningNotice /> : null}
      {post.kind === 'enforcement_report' ? <VerifyReportControls post={post} /> : null}
      <div className={`${ACTION_ROW_CLASS} border-border border-t pt-2`}>
        {post.status === 'visible' ? <HelpfulButton post={post} /> : null}
        {linkComments ? (
          <Link
            to={`/community/posts/${post.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-primary hover:bg-primary-soft"
          >
            <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
            {commentsLabel}
          </Link>
        ) : (
          <p className="inline-flex min-h-11 items-center gap-2 px-3 text-muted">
            <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
            {commentsLabel}
          </p>
        )}
        {post.author.is_you ? null : (
          <div className="ms-auto flex flex-wrap gap-2">
            <ReportContentButton targetKind="post" targetId={post.id} />
            <BlockMemberButton memberId={post.author.member_id} displayName={post.author.display_name} />
          </div>
        )}
      </div>
      {post.author.is_you && !editing ? (
        <OwnPostActions
          post={post}
          onEdit={isDecidedReport(post) ? undefined : () => setEditing(true)}
          onDeleted={onDeleted}
        />
      ) : null}
    </article>
  );
}

/** A report marked confirmed or false is not edited (the server answers 409 report_decided); it may be deleted. */
function isDecidedReport(post: Post): boolean {
  return (
    post.kind === 'enforcement_report' && post.verification !== null && post.verification !== 'unverified'
  );
}
