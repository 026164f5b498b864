import type {
  ContentReport,
  ModerationItem,
  ModerationQueueResponse,
} from '@amparo/contract/community/owner-moderation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  communityContentReports,
  communityMembers,
  communityNotifications,
  communityPosts,
} from '../../platform/db/schema/community.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  api,
  type LegalPerson,
  makeOwner,
  signUpPerson,
  startLegalTestApp,
} from '../legal/legal-test-app.ts';
import { listOwnerActions } from '../owner/audit-log.ts';
import { makeMember, writeComment, writePost } from './moderation-test-kit.ts';

type Answer = { code?: string };

describeEachDatabase('community safety: the owner moderation queue', (getDb) => {
  let app: FastifyInstance;
  let owner: LegalPerson;
  let author: LegalPerson;
  let reader: LegalPerson;
  let authorMemberId: string;

  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
    owner = await signUpPerson(app, getDb());
    await makeOwner(getDb(), owner.id);
    author = await signUpPerson(app, getDb());
    reader = await signUpPerson(app, getDb());
    authorMemberId = await makeMember(getDb(), author.id, 'Marisol');
    await makeMember(getDb(), reader.id, 'Jean-Pierre');
    return () => app.close();
  });

  const ownerApi = () => api(app, owner);
  const report = (person: LegalPerson, kind: 'post' | 'comment', id: string, reason: string) =>
    api(app, person)<{ id: string }>('POST', '/community/reports', {
      target_kind: kind,
      target_id: id,
      reason,
    });
  const notificationsOf = (userId: string) =>
    getDb().select().from(communityNotifications).where(eq(communityNotifications.recipientUserId, userId));

  it('refuses every owner route to anyone else with 403 owner_only', async () => {
    const post = await writePost(getDb(), author.id);
    const calls: [method: 'GET' | 'POST' | 'DELETE', path: string, body?: object][] = [
      ['GET', '/owner/community/queue'],
      ['POST', `/owner/community/posts/${post}/moderation`, { action: 'hide', reason: 'Spam' }],
      ['POST', `/owner/community/comments/${post}/moderation`, { action: 'hide', reason: 'Spam' }],
      ['POST', `/owner/community/members/${authorMemberId}/ban`, { reason: 'Spam' }],
      ['DELETE', `/owner/community/members/${authorMemberId}/ban`, { reason: 'Spam' }],
      ['POST', `/owner/community/reports/${crypto.randomUUID()}/resolve`, { status: 'dismissed', note: '' }],
    ];
    for (const person of [author, reader]) {
      for (const [method, path, body] of calls) {
        const response = await api(app, person)<Answer>(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.body.code).toBe('owner_only');
      }
    }
    for (const [method, path, body] of calls) {
      expect((await api(app, null)(method, path, body)).status).toBe(401);
    }
    const [row] = await getDb().select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(row?.status).toBe('visible');
  });

  it('groups open reports by item with reasons and counts, and lists held posts and undecided reports', async () => {
    const scam = await writePost(getDb(), author.id, { body: 'Guaranteed green card, $900 cash' });
    const second = await signUpPerson(app, getDb());
    const third = await signUpPerson(app, getDb());
    await report(reader, 'post', scam, 'scam');
    await report(second, 'post', scam, 'scam');
    await report(third, 'post', scam, 'false_information');
    const comment = await writeComment(getDb(), scam, author.id, { body: 'DM me' });
    await report(reader, 'comment', comment, 'spam');
    const held = await writePost(getDb(), author.id, { status: 'held', body: 'See https://x.example' });
    const rumour = await writePost(getDb(), author.id, { kind: 'enforcement_report' });

    const queue = await ownerApi()<ModerationQueueResponse>('GET', '/owner/community/queue');
    expect(queue.status).toBe(200);
    const scamEntry = queue.body.reported.find((entry) => entry.item.id === scam);
    expect(scamEntry).toMatchObject({
      report_count: 3,
      reasons: [
        { reason: 'scam', count: 2 },
        { reason: 'false_information', count: 1 },
      ],
      item: {
        target_kind: 'post',
        body: 'Guaranteed green card, $900 cash',
        author: { member_id: authorMemberId, display_name: 'Marisol', banned: false },
      },
    });
    expect(queue.body.reported.find((entry) => entry.item.id === comment)).toMatchObject({
      report_count: 1,
      item: { target_kind: 'comment', post_id: scam, body: 'DM me' },
    });
    expect(queue.body.held.map((item) => item.id)).toContain(held);
    expect(queue.body.unverified_reports.map((item) => item.id)).toContain(rumour);
    // The queue never carries account ids.
    expect(JSON.stringify(queue.body)).not.toContain(author.id);
  });

  it('hides a post with a reason: hidden to others, author notified, reports resolved, audited; then restores', async () => {
    const post = await writePost(getDb(), author.id);
    const reportId = (await report(reader, 'post', post, 'hate')).body.id;
    const hide = await ownerApi()<ModerationItem>('POST', `/owner/community/posts/${post}/moderation`, {
      action: 'hide',
      reason: 'Insults a group of people',
    });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({
      id: post,
      status: 'hidden',
      moderation_reason: 'Insults a group of people',
    });
    // Hidden from everyone but its author: a report about it now answers 404.
    const second = await signUpPerson(app, getDb());
    expect((await report(second, 'post', post, 'hate')).status).toBe(404);
    const [reportRow] = await getDb()
      .select()
      .from(communityContentReports)
      .where(eq(communityContentReports.id, reportId));
    expect(reportRow).toMatchObject({ status: 'resolved', resolvedBy: owner.id });
    expect(
      (await notificationsOf(author.id)).filter((note) => note.postId === post).map((note) => note.detail),
    ).toEqual([{ action: 'hide', target_kind: 'post', reason: 'Insults a group of people' }]);

    const restore = await ownerApi()<ModerationItem>('POST', `/owner/community/posts/${post}/moderation`, {
      action: 'restore',
      reason: 'Reviewed again: it quotes the insult to condemn it',
    });
    expect(restore.body).toMatchObject({ status: 'visible', moderation_reason: '' });
    expect((await report(second, 'post', post, 'hate')).status).toBe(201);
    const audit = await listOwnerActions(getDb(), 'community_post', post);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'community_post.hide',
      'community_post.restore',
    ]);
  });

  it('releases a held post and hides a comment', async () => {
    const held = await writePost(getDb(), author.id, { status: 'held' });
    const released = await ownerApi()<ModerationItem>('POST', `/owner/community/posts/${held}/moderation`, {
      action: 'restore',
      reason: 'The link is the consulate',
    });
    expect(released.body.status).toBe('visible');

    const comment = await writeComment(getDb(), held, author.id);
    const hidden = await ownerApi()<ModerationItem>(
      'POST',
      `/owner/community/comments/${comment}/moderation`,
      {
        action: 'hide',
        reason: 'Shares a phone number',
      },
    );
    expect(hidden.body).toMatchObject({ target_kind: 'comment', status: 'hidden' });
    expect((await report(reader, 'comment', comment, 'spam')).status).toBe(404);
    expect((await notificationsOf(author.id)).find((note) => note.commentId === comment)?.detail).toEqual({
      action: 'hide',
      target_kind: 'comment',
      reason: 'Shares a phone number',
    });
    expect((await listOwnerActions(getDb(), 'community_comment', comment)).map((e) => e.action)).toEqual([
      'community_comment.hide',
    ]);
    // A post id is not a comment id, and the other way round.
    expect(
      (
        await ownerApi()<Answer>('POST', `/owner/community/comments/${held}/moderation`, {
          action: 'hide',
          reason: 'x',
        })
      ).body.code,
    ).toBe('content_not_found');
  });

  it('bans and unbans a member by member id: the name stays reserved, audited, notified', async () => {
    const banned = await signUpPerson(app, getDb());
    const memberId = await makeMember(getDb(), banned.id, 'Spammer 3000');
    const ban = await ownerApi()('POST', `/owner/community/members/${memberId}/ban`, {
      reason: 'Notario offers again and again',
    });
    expect(ban.status).toBe(204);
    const [row] = await getDb()
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.memberId, memberId));
    expect(row).toMatchObject({
      bannedReason: 'Notario offers again and again',
      bannedBy: owner.id,
      displayName: 'Spammer 3000',
    });
    expect(row?.bannedAt).toBeInstanceOf(Date);
    expect((await notificationsOf(banned.id)).map((note) => note.detail)).toEqual([
      { action: 'ban', target_kind: 'member', reason: 'Notario offers again and again' },
    ]);

    const unban = await ownerApi()('DELETE', `/owner/community/members/${memberId}/ban`);
    expect(unban.status, JSON.stringify(unban.body)).toBe(204);
    const [after] = await getDb()
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.memberId, memberId));
    expect(after).toMatchObject({ bannedAt: null, bannedReason: null, bannedBy: null });
    expect(
      (await listOwnerActions(getDb(), 'community_member', memberId)).map((e) => e.action).sort(),
    ).toEqual(['community_member.ban', 'community_member.unban']);

    for (const id of [banned.id, crypto.randomUUID()]) {
      const response = await ownerApi()<Answer>('POST', `/owner/community/members/${id}/ban`, {
        reason: 'x',
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('member_not_found');
    }
  });

  it('resolves or dismisses one report, once', async () => {
    const post = await writePost(getDb(), author.id);
    const reportId = (await report(reader, 'post', post, 'other')).body.id;
    const dismissed = await ownerApi()<ContentReport>(
      'POST',
      `/owner/community/reports/${reportId}/resolve`,
      {
        status: 'dismissed',
        note: 'Nothing wrong here',
      },
    );
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({
      id: reportId,
      status: 'dismissed',
      target_id: post,
      target_kind: 'post',
    });
    const again = await ownerApi()<Answer>('POST', `/owner/community/reports/${reportId}/resolve`, {
      status: 'resolved',
      note: '',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('report_already_closed');
    expect(
      (await ownerApi()<Answer>('POST', `/owner/community/reports/${post}/resolve`, { status: 'resolved' }))
        .status,
    ).toBe(404);
    expect(
      (await listOwnerActions(getDb(), 'community_content_report', reportId)).map((e) => e.action),
    ).toEqual(['community_report.dismiss']);
  });

  it('refuses bad input with 400, never 500', async () => {
    const post = await writePost(getDb(), author.id);
    const bad: [method: 'POST' | 'DELETE', path: string, body?: unknown][] = [
      ['POST', `/owner/community/posts/${post}/moderation`, { action: 'hide' }],
      ['POST', `/owner/community/posts/${post}/moderation`, { action: 'hide', reason: '' }],
      ['POST', `/owner/community/posts/${post}/moderation`, { action: 'hide', reason: '  ' }],
      ['POST', `/owner/community/posts/${post}/moderation`, { action: 'delete', reason: 'x' }],
      ['POST', `/owner/community/posts/${post}/moderation`, { action: 'hide', reason: 'x'.repeat(501) }],
      ['POST', `/owner/community/posts/${post}/moderation`, { action: 'hide', reason: 'a\u0000b' }],
      ['POST', '/owner/community/posts/not-a-uuid/moderation', { action: 'hide', reason: 'x' }],
      ['POST', `/owner/community/members/${authorMemberId}/ban`, {}],
      ['POST', `/owner/community/members/${authorMemberId}/ban`, { reason: 7 }],
      ['POST', '/owner/community/members/nope/ban', { reason: 'x' }],
      ['POST', `/owner/community/reports/${post}/resolve`, { status: 'open' }],
      ['POST', '/owner/community/reports/%F0%9F%92%A9/resolve', { status: 'resolved' }],
    ];
    for (const [method, path, body] of bad) {
      const response = await ownerApi()(method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const [row] = await getDb().select().from(communityPosts).where(eq(communityPosts.id, post));
    expect(row?.status).toBe('visible');
    const [member] = await getDb()
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.memberId, authorMemberId));
    expect(member?.bannedAt).toBeNull();
  });
});
