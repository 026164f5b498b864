import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import {
  describeSafetyError,
  type SafetyError,
  useBlockedMembers,
  useUnblockMember,
} from './moderation-api.ts';

export { useBlockedMembers, useUnblockMember } from './moderation-api.ts';

/** The Profile tab's "Blocked people": each name with Unblock, or a line saying there is nobody. */
export function BlockedMembersList() {
  const { t } = useTranslation('community-safety');
  const id = useId();
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  const [problem, setProblem] = useState<SafetyError | null>(null);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-bold text-xl">
        {t('blocked.title')}
      </h2>
      <p className="text-muted">{t('blocked.intro')}</p>
      {blocked.data ? (
        blocked.data.blocked.length === 0 ? (
          <p className="rounded-2xl border border-border border-dashed p-4">{t('blocked.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {blocked.data.blocked.map((member) => (
              <li
                key={member.member_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface-raised p-3"
              >
                <bdi className="min-w-0 break-words font-semibold">{member.display_name}</bdi>
                <Button
                  variant="secondary"
                  disabled={unblock.isPending && unblock.variables === member.member_id}
                  aria-label={t('blocked.unblockName', { name: member.display_name })}
                  onClick={() => {
                    setProblem(null);
                    unblock.mutate(member.member_id, {
                      onError: (error) => setProblem(describeSafetyError(error)),
                    });
                  }}
                >
                  {t('blocked.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : blocked.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert tone="error">{t('blocked.loadError')}</FormAlert>
          <Button onClick={() => void blocked.refetch()}>{t('tryAgain')}</Button>
        </div>
      ) : (
        <LoadingMessage label={t('blocked.loading')} className="min-h-20 py-4" />
      )}
      {problem ? <FormAlert tone="error">{t(`errors.${problem}`)}</FormAlert> : null}
    </section>
  );
}
