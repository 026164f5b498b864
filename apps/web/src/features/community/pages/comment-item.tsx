import { COMMENT_BODY_MAX } from '@amparo/contract/community/community-limits';
import type { Comment } from '@amparo/contract/community/community-models';
import { ZCommentBody } from '@amparo/contract/community/create-comment';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import type { useCommentMutations } from '../api/comment-mutations.ts';
import { ACTION_ROW_CLASS } from '../components/action-row.ts';
import { AuthorLine } from '../components/author-line.tsx';
import { CheckedTextForm } from '../components/checked-text-form.tsx';
import { communityErrorMessage } from '../components/community-error.ts';
import { UserText } from '../components/post-card.tsx';
import { HeldNotice, HiddenNotice } from '../components/post-notices.tsx';
import { RelativeTime } from '../components/relative-time.tsx';
import { BlockMemberButton } from '../moderation/block-member-button.tsx';
import { ReportContentButton } from '../moderation/report-content-button.tsx';

type Mutations = ReturnType<typeof useCommentMutations>;

/** One comment, with `#comment-<id>` as its address; Edit and Delete on one's own, Report and Block on others'. */
export function CommentItem({ comment, mutations }: { comment: Comment; mutations: Mutations }) {
  const { t } = useTranslation('community');
  const [editing, setEditing] = useState(false);
  const own = comment.author.is_you;
  const deleting = mutations.remove.isPending && mutations.remove.variables === comment.id;
  return (
    <li
      id={`comment-${comment.id}`}
      data-testid="comment"
      className="flex scroll-mt-4 flex-col gap-2 rounded-xl border border-border bg-surface-raised p-3 target:border-2 target:border-primary"
    >
      <AuthorLine
        author={comment.author}
        details={
          <>
            <RelativeTime iso={comment.created_at} />
            {comment.edited_at ? <span>{t('card.edited')}</span> : null}
          </>
        }
      />
      {comment.status === 'held' ? <HeldNotice /> : null}
      {comment.status === 'hidden' ? <HiddenNotice /> : null}
      {editing ? (
        <CommentEditForm comment={comment} mutations={mutations} onDone={() => setEditing(false)} />
      ) : (
        <UserText text={comment.body} />
      )}
      {editing ? null : own ? (
        <div className={ACTION_ROW_CLASS}>
          <Button variant="ghost" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-5 shrink-0" />
            {t('comments.edit')}
          </Button>
          <ConfirmButton
            label={
              <>
                <Trash2 aria-hidden="true" className="size-5 shrink-0" />
                {t('comments.delete')}
              </>
            }
            question={t('comments.deleteQuestion')}
            confirmLabel={t('comments.deleteConfirm')}
            cancelLabel={t('card.cancel')}
            disabled={deleting}
            onConfirm={() => mutations.remove.mutate(comment.id)}
          />
        </div>
      ) : (
        <div className={ACTION_ROW_CLASS}>
          <ReportContentButton targetKind="comment" targetId={comment.id} />
          <BlockMemberButton memberId={comment.author.member_id} displayName={comment.author.display_name} />
        </div>
      )}
      {mutations.remove.isError && mutations.remove.variables === comment.id ? (
        <p role="alert" className="font-medium text-danger">
          {communityErrorMessage(t, mutations.remove.error)}
        </p>
      ) : null}
    </li>
  );
}

function CommentEditForm({
  comment,
  mutations,
  onDone,
}: {
  comment: Comment;
  mutations: Mutations;
  onDone: () => void;
}) {
  const { t } = useTranslation('community');
  const [body, setBody] = useState(comment.body);
  const update = mutations.update;
  return (
    <CheckedTextForm
      label={t('comments.editLabel')}
      max={COMMENT_BODY_MAX}
      rows={3}
      value={body}
      onChange={setBody}
      schema={ZCommentBody}
      emptyMessage={t('comments.empty')}
      onSend={(text) => update.mutate({ commentId: comment.id, body: text }, { onSuccess: onDone })}
      submitLabel={t('card.save')}
      anywayLabel={t('identifying.saveAnyway')}
      pending={update.isPending}
      error={update.isError && update.variables?.commentId === comment.id ? update.error : null}
      extra={
        <Button variant="secondary" onClick={onDone}>
          {t('card.cancel')}
        </Button>
      }
    />
  );
}
