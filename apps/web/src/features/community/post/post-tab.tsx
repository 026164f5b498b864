import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useCommunityMember } from '../api/community-member.ts';
import { communityErrorMessage } from '../components/community-error.ts';
import { ComposerForm } from './composer-form.tsx';
import { DisplayNameStep } from './display-name-step.tsx';

/** The Post tab: a display name first if the person has none, then the composer. */
export function PostTab() {
  const { t } = useTranslation('community');
  const member = useCommunityMember();

  if (member.isPending) return <LoadingMessage label={t('composer.loading')} className="min-h-40 py-10" />;
  if (member.isError) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert tone="error">{communityErrorMessage(t, member.error)}</FormAlert>
        <Button className="self-start" onClick={() => void member.refetch()}>
          {t('feed.tryAgain')}
        </Button>
      </div>
    );
  }
  const current = member.data.member;
  return (
    <section aria-labelledby="community-composer-title" className="flex flex-col gap-4">
      <h2 id="community-composer-title" className="px-1 font-bold text-2xl">
        {t('composer.title')}
      </h2>
      {current === null ? (
        <DisplayNameStep />
      ) : current.banned ? (
        <p className="flex gap-3 rounded-xl border border-border bg-surface-raised p-4">
          <Ban aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted" />
          {t('errors.member_banned')}
        </p>
      ) : (
        <>
          <p className="px-1 text-muted">{t('composer.postingAs', { name: current.display_name })}</p>
          <ComposerForm member={current} />
        </>
      )}
    </section>
  );
}
