import { POST_BODY_MAX } from '@amparo/contract/community/community-limits';
import type { Post } from '@amparo/contract/community/community-models';
import { ZPostBody } from '@amparo/contract/community/create-post';
import { isReportTextTooPrecise } from '@amparo/contract/community/identifying-text';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { useDeletePost, useUpdatePost } from '../api/post-mutations.ts';
import { ACTION_ROW_CLASS } from './action-row.ts';
import { CheckedTextForm } from './checked-text-form.tsx';
import { communityErrorMessage } from './community-error.ts';

/**
 * Edit and Delete, on the author's own post only (the server refuses anyone else anyway). Without `onEdit` only
 * Delete is offered: a decided enforcement report keeps the words its label answers.
 */
export function OwnPostActions({
  post,
  onEdit,
  onDeleted,
}: {
  post: Post;
  onEdit?: (() => void) | undefined;
  onDeleted?: (() => void) | undefined;
}) {
  const { t } = useTranslation('community');
  const remove = useDeletePost(post.id);
  return (
    <div className="flex flex-col gap-2">
      <div className={ACTION_ROW_CLASS}>
        {onEdit ? (
          <Button variant="ghost" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-5 shrink-0" />
            {t('card.edit')}
          </Button>
        ) : null}
        <ConfirmButton
          label={
            <>
              <Trash2 aria-hidden="true" className="size-5 shrink-0" />
              {t('card.delete')}
            </>
          }
          question={t('card.deleteQuestion')}
          detail={t('card.deleteDetail')}
          confirmLabel={t('card.deleteConfirm')}
          cancelLabel={t('card.cancel')}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => onDeleted?.() })}
        />
      </div>
      {remove.isError ? (
        <p role="alert" className="font-medium text-danger">
          {communityErrorMessage(t, remove.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The post's text, in place, with the same identifying-text warning as the composer. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation('community');
  const [body, setBody] = useState(post.body);
  const update = useUpdatePost(post.id);
  return (
    <CheckedTextForm
      label={t('card.editLabel')}
      max={POST_BODY_MAX}
      rows={6}
      value={body}
      onChange={setBody}
      schema={ZPostBody}
      emptyMessage={t('composer.problems.body')}
      // The same check as the composer's: the server refuses a report whose new text gives an exact place.
      precheck={(text) =>
        post.kind === 'enforcement_report' && isReportTextTooPrecise(text)
          ? t('composer.problems.body_precise')
          : null
      }
      onSend={(text) => update.mutate({ body: text }, { onSuccess: onDone })}
      submitLabel={t('card.save')}
      anywayLabel={t('identifying.saveAnyway')}
      pending={update.isPending}
      error={update.error}
      extra={
        <Button variant="secondary" onClick={onDone}>
          {t('card.cancel')}
        </Button>
      }
    />
  );
}
