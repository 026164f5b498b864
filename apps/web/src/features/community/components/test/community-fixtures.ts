import type { Comment, CommunityAuthor, Post } from '@amparo/contract/community/community-models';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';

// Posts, comments and members as the API answers them, for the community's component tests.

export const POST_ID = '00000000-0000-4000-8000-00000000b001';
export const OTHER_POST_ID = '00000000-0000-4000-8000-00000000b002';
export const MY_MEMBER_ID = '00000000-0000-4000-8000-00000000a001';
export const OTHER_MEMBER_ID = '00000000-0000-4000-8000-00000000a002';

export function author(changes: Partial<CommunityAuthor> = {}): CommunityAuthor {
  return {
    member_id: OTHER_MEMBER_ID,
    display_name: 'Rio Azul',
    is_you: false,
    verified_organization: null,
    ...changes,
  };
}

export function myAuthor(): CommunityAuthor {
  return author({ member_id: MY_MEMBER_ID, display_name: 'Blue River', is_you: true });
}

export function post(changes: Partial<Post> = {}): Post {
  return {
    id: POST_ID,
    author: author(),
    kind: 'post',
    topic: 'documents',
    language: 'en',
    body: 'My work permit renewal took four months.\nFile early!',
    images: [],
    area: null,
    verification: null,
    verification_note: '',
    verified_at: null,
    verified_by: null,
    labels: [],
    status: 'visible',
    pinned: false,
    helpful_count: 2,
    you_found_helpful: false,
    comment_count: 3,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    edited_at: null,
    ...changes,
  };
}

export function enforcementReport(changes: Partial<Post> = {}): Post {
  return post({
    kind: 'enforcement_report',
    topic: 'rights',
    body: 'Saw several unmarked vans near the bus station this morning.',
    area: { area: 'Little Village', state: 'IL' },
    verification: 'unverified',
    ...changes,
  });
}

export function comment(changes: Partial<Comment> = {}): Comment {
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    post_id: POST_ID,
    author: author(),
    body: 'Thank you, this helps.',
    status: 'visible',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    edited_at: null,
    ...changes,
  };
}

export function member(changes: Partial<CommunityMember> = {}): CommunityMember {
  return {
    member_id: MY_MEMBER_ID,
    display_name: 'Blue River',
    notification_settings: { push: ['reply'] },
    banned: false,
    verified_organization: null,
    can_moderate: false,
    ...changes,
  };
}

export function feedPage(posts: Post[], nextCursor: string | null = null) {
  return { posts, next_cursor: nextCursor };
}
