import { NOTIFICATION_KINDS, type NotificationKind } from '@amparo/contract/community/community-limits';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveNotificationSettings } from './api/member-settings.ts';

/** Which alerts also come as a push on the devices where the person allowed it; all of them reach Alerts. */
export function NotificationSettings({ member }: { member: CommunityMember }) {
  const { t } = useTranslation('community-alerts');
  const save = useSaveNotificationSettings();
  const titleId = useId();
  const chosen = save.isPending && save.variables ? save.variables : member.notification_settings.push;

  function toggle(kind: NotificationKind) {
    const next = chosen.includes(kind) ? chosen.filter((item) => item !== kind) : [...chosen, kind];
    save.mutate(NOTIFICATION_KINDS.filter((item) => next.includes(item)));
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="font-bold text-xl">
        {t('profile.settingsTitle')}
      </h2>
      <p className="text-muted text-sm">{t('profile.settingsIntro')}</p>
      <fieldset className="flex flex-col gap-1" aria-labelledby={titleId}>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-[var(--color-primary)]"
              checked={chosen.includes(kind)}
              disabled={save.isPending}
              onChange={() => toggle(kind)}
            />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {save.isError ? (
        <p role="alert" className="text-danger">
          {t('profile.errors.generic')}
        </p>
      ) : null}
    </section>
  );
}
