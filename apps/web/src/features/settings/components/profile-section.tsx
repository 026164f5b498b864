import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { useUpdateProfile } from '../../../lib/account/use-update-profile.ts';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { Button } from '../../../ui/button.tsx';
import {
  type EligibilityAnswers,
  EligibilityQuestions,
  eligibilityAnswersComplete,
} from '../../../ui/eligibility-questions.tsx';
import { SectionHeading, SettingsCard } from './settings-card.tsx';

/**
 * The answers the rights content and the eligibility rule use (how the person entered, their status), shown and
 * changed with the same questions as onboarding (ui/eligibility-questions.tsx) and the same profile update.
 */
function ProfileAnswers() {
  const { t } = useTranslation(['settings', 'onboarding']);
  const { profile, status } = useProfile();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState<EligibilityAnswers | null>(null);
  const [saved, setSaved] = useState(false);
  const [showMissing, setShowMissing] = useState(false);

  if (status === 'loading') return <p className="text-muted">{t('profile.loading')}</p>;
  if (!profile) return <FormAlert tone="error">{t('profile.unavailable')}</FormAlert>;

  const answers: EligibilityAnswers = {
    entry_method: profile.entry_method,
    current_status: profile.current_status,
  };

  if (editing) {
    const onSave = () => {
      if (!eligibilityAnswersComplete(editing)) {
        setShowMissing(true);
        return;
      }
      update.mutate(
        {
          entry_method: editing.entry_method ?? undefined,
          current_status: editing.current_status ?? undefined,
        },
        {
          onSuccess: () => {
            setEditing(null);
            setSaved(true);
          },
        },
      );
    };
    return (
      <div className="flex flex-col gap-4">
        {update.isError ? <FormAlert tone="error">{t('profile.failed')}</FormAlert> : null}
        <EligibilityQuestions value={editing} onChange={setEditing} showMissing={showMissing} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={onSave} disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(null)} disabled={update.isPending}>
            {t('profile.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {saved ? <FormAlert tone="success">{t('profile.saved')}</FormAlert> : null}
      <dl className="flex flex-col gap-3">
        <div>
          <dt className="text-muted text-sm">{t('onboarding:eligibility.entryMethod.legend')}</dt>
          <dd className="font-semibold">
            {answers.entry_method
              ? t(`onboarding:eligibility.entryMethod.options.${answers.entry_method}`)
              : t('profile.notAnswered')}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t('onboarding:eligibility.currentStatus.legend')}</dt>
          <dd className="font-semibold">
            {answers.current_status
              ? t(`onboarding:eligibility.currentStatus.options.${answers.current_status}`)
              : t('profile.notAnswered')}
          </dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        className="sm:self-start"
        onClick={() => {
          setSaved(false);
          setShowMissing(false);
          update.reset();
          setEditing(answers);
        }}
      >
        {t('profile.change')}
      </Button>
    </div>
  );
}

export function ProfileSection() {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <SettingsCard>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <SectionHeading id={id} title={t('profile.title')} intro={t('profile.intro')} />
        <WithQueryClient>
          <ProfileAnswers />
        </WithQueryClient>
      </section>
    </SettingsCard>
  );
}
