import type { CommunityNotification } from '@amparo/contract/community/community-models';
import type { TFunction } from 'i18next';

// One entry of the Alerts tab as a sentence in the UI language. The facts come from `detail`, which the parts that
// notify fill: moderation `{ action: 'hide' | 'restore' | 'ban' | 'unban', reason }`, report_verified
// `{ verification: 'confirmed' | 'false' }`, official alerts `{ organization, first_line }`.

export function alertSentence(t: TFunction<'community-alerts'>, entry: CommunityNotification): string {
  const name = entry.actor_display_name ?? t('alerts.someone');
  const reason = entry.detail.reason ?? '';
  const onComment = entry.comment_id !== null;
  switch (entry.kind) {
    case 'reply':
      return t('alerts.reply', { name });
    case 'reaction':
      return t('alerts.reaction', { name });
    case 'moderation':
      switch (entry.detail.action) {
        case 'hide':
          return onComment
            ? t('alerts.moderation.hiddenComment', { reason })
            : t('alerts.moderation.hidden', { reason });
        case 'restore':
          return onComment ? t('alerts.moderation.restoredComment') : t('alerts.moderation.restored');
        case 'ban':
          return t('alerts.moderation.banned', { reason });
        case 'unban':
          return t('alerts.moderation.unbanned');
        default:
          return t('alerts.moderation.other');
      }
    case 'report_verified':
      if (entry.detail.verification === 'confirmed') return t('alerts.reportVerified.confirmed');
      if (entry.detail.verification === 'false') return t('alerts.reportVerified.false');
      return t('alerts.reportVerified.other');
    case 'official_alert':
      return t('alerts.official', {
        organization: entry.detail.organization ?? '',
        firstLine: entry.detail.first_line ?? '',
      });
  }
}

/** Where the entry leads: the post, scrolled to the comment when there is one. */
export function alertLink(entry: CommunityNotification): string | null {
  if (!entry.post_id) return null;
  return `/community/posts/${entry.post_id}${entry.comment_id ? `#comment-${entry.comment_id}` : ''}`;
}
