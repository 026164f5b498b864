import type { CommunityNotification } from '@amparo/contract/community/community-models';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';
import type { OwnPost } from '@amparo/contract/community/list-own-content';

// Rows the Alerts and Profile tests answer with, as the server's contract shapes them.

const POST = '00000000-0000-4000-8000-0000000000a1';

export function notification(changes: Partial<CommunityNotification>): CommunityNotification {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    kind: 'reply',
    post_id: POST,
    comment_id: null,
    actor_display_name: 'Rosa M',
    detail: {},
    read: false,
    created_at: '2026-11-20T15:00:00.000Z',
    ...changes,
  };
}

export function member(changes: Partial<CommunityMember> = {}): CommunityMember {
  return {
    member_id: '00000000-0000-4000-8000-0000000000c1',
    display_name: 'Luz del Valle',
    notification_settings: { push: ['reply', 'official_alert'] },
    banned: false,
    verified_organization: null,
    can_moderate: false,
    ...changes,
  };
}

export function ownPost(changes: Partial<OwnPost> = {}): OwnPost {
  return {
    id: POST,
    post_id: POST,
    kind: 'post',
    excerpt: 'Where can I renew my work permit?',
    status: 'visible',
    moderation_reason: '',
    created_at: '2026-11-19T10:00:00.000Z',
    ...changes,
  };
}
