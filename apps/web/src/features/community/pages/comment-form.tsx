import { COMMENT_BODY_MAX } from '@amparo/contract/community/community-limits';
import { ZCommentBody } from '@amparo/contract/community/create-comment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import type { useCommentMutations } from '../api/comment-mutations.ts';
import { useCommunityMember } from '../api/community-member.ts';
import { CheckedTextForm } from '../components/checked-text-form.tsx';

/** Add a comment: a counter near the limit and the same "this could identify you" check as a post. */
export function CommentForm({ mutations }: { mutations: ReturnType<typeof useCommentMutations> }) {
  const { t } = useTranslation('community');
  const member = useCommunityMember();
  const [body, setBody] = useState('');
  const create = mutations.create;

  if (member.data && member.data.member === null) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl bg-surface p-4">
        <p>{t('comments.needName')}</p>
        <ButtonLink to="/community?tab=post" variant="secondary">
          {t('comments.chooseName')}
        </ButtonLink>
      </div>
    );
  }
  if (member.data?.member?.banned) {
    return <p className="rounded-xl bg-surface p-4">{t('errors.member_banned')}</p>;
  }
  return (
    <CheckedTextForm
      label={t('comments.add')}
      max={COMMENT_BODY_MAX}
      rows={3}
      value={body}
      onChange={setBody}
      schema={ZCommentBody}
      emptyMessage={t('comments.empty')}
      onSend={(text) => create.mutate(text, { onSuccess: () => setBody('') })}
      submitLabel={t('comments.send')}
      anywayLabel={t('identifying.commentAnyway')}
      pending={create.isPending}
      error={create.error}
    />
  );
}
