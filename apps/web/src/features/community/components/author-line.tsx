import type { CommunityAuthor } from '@amparo/contract/community/community-models';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Up to two letters from the display name, whatever its script (Array.from keeps surrogate pairs whole). */
export function initialsOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

export function AvatarInitials({ name, className = 'size-11' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}

/** Who wrote it — display name, initials, a verified organisation's badge — and a line of details under it. */
export function AuthorLine({ author, details }: { author: CommunityAuthor; details: ReactNode }) {
  const { t } = useTranslation('community');
  return (
    <div className="flex min-w-0 items-start gap-3">
      <AvatarInitials name={author.display_name} />
      <div className="flex min-w-0 flex-col">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <bdi className="max-w-full break-words font-semibold text-foreground">{author.display_name}</bdi>
          {author.is_you ? <span className="text-muted text-sm">{t('card.you')}</span> : null}
          {author.verified_organization ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary text-sm">
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              {t('card.verifiedOrganization', { name: author.verified_organization.name })}
            </span>
          ) : null}
        </p>
        <p className="flex flex-wrap gap-x-2 text-muted text-sm">{details}</p>
      </div>
    </div>
  );
}
