import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { useCommunityMember } from '../api/community-member.ts';
import { describeSafetyError, type SafetyError, useBlockMember } from './moderation-api.ts';

export type BlockMemberButtonProps = { memberId: string; displayName: string };

/**
 * "Block <name>" on a post's or a comment's author, after a question that says what it does: their posts and
 * comments disappear for the caller, and they are not told.
 */
export function BlockMemberButton({ memberId, displayName }: BlockMemberButtonProps) {
  const { t } = useTranslation('community-safety');
  const block = useBlockMember();
  const [problem, setProblem] = useState<SafetyError | null>(null);
  // Nobody can block themselves (the server says so too): no button on one's own posts.
  const self = useCommunityMember().data?.member?.member_id === memberId;
  if (self) return null;

  if (block.isSuccess) {
    return (
      <p role="status" className="font-semibold" dir="auto">
        {t('block.done', { name: displayName })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ConfirmButton
        label={
          <>
            <Ban aria-hidden="true" className="size-5 shrink-0" />
            <bdi>{t('block.button', { name: displayName })}</bdi>
          </>
        }
        question={t('block.question', { name: displayName })}
        detail={t('block.detail')}
        confirmLabel={t('block.confirm')}
        cancelLabel={t('cancel')}
        disabled={block.isPending}
        onConfirm={() => {
          setProblem(null);
          block.mutate(memberId, { onError: (error) => setProblem(describeSafetyError(error)) });
        }}
      />
      {problem ? <FormAlert tone="error">{t(`errors.${problem}`)}</FormAlert> : null}
    </div>
  );
}
