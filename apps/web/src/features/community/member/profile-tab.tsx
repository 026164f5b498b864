import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useCommunityMember } from '../api/community-member.ts';
import { BlockedMembersList } from '../moderation/blocked-members-list.tsx';
import { DisplayNameForm } from './display-name-form.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { OwnContentLists } from './own-content-list.tsx';

/** Up to two letters from the name's first words, for the avatar circle. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/**
 * Profile tab (issue 14, point 6): the display name (chosen here first), one's own posts and comments with their
 * moderation status, which alerts come as a push, and the people one blocked.
 */
export function ProfileTab() {
  const { t } = useTranslation('community-alerts');
  const member = useCommunityMember();
  const [editing, setEditing] = useState(false);
  const titleId = useId();

  if (member.isPending) return <LoadingMessage label={t('profile.loading')} />;
  if (member.isError) {
    return (
      <p role="alert" className="pb-28">
        {t('profile.errors.generic')}
      </p>
    );
  }
  const current = member.data.member;
  if (!current) {
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-3 pb-28">
        <h2 id={titleId} className="font-bold text-xl">
          {t('profile.chooseTitle')}
        </h2>
        <p>{t('profile.chooseIntro')}</p>
        <DisplayNameForm initial="" />
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6 pb-28">
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
      >
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground text-xl"
          >
            {initialsOf(current.display_name)}
          </span>
          <div className="flex min-w-0 flex-col">
            <h2 id={titleId} dir="auto" className="break-words font-bold text-xl">
              {current.display_name}
            </h2>
            {current.verified_organization ? (
              <span className="text-muted text-sm">
                <bdi>{current.verified_organization.name}</bdi>
              </span>
            ) : null}
          </div>
        </div>
        {current.banned ? <p className="font-semibold text-danger">{t('profile.banned')}</p> : null}
        {editing ? (
          <DisplayNameForm initial={current.display_name} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
            {t('profile.change')}
          </Button>
        )}
      </section>
      <OwnContentLists />
      <NotificationSettings member={current} />
      <BlockedMembersList />
    </div>
  );
}
