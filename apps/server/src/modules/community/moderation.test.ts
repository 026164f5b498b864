import type { ListBlockedMembersResponse } from '@amparo/contract/community/community-blocks';
import type { Post } from '@amparo/contract/community/community-models';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  communityBlocks,
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
import { CONTENT_REPORT_RATE_LIMIT } from './moderation-reports-service.ts';
import { makeMember, manageOrganization, writeComment, writePost } from './moderation-test-kit.ts';

type Answer = { id?: string; code?: string };

describeEachDatabase('community safety: reports, blocks, verification', (getDb) => {
  let app: FastifyInstance;
  let author: LegalPerson;
  let reader: LegalPerson;
  let authorMemberId: string;

  beforeAll(async () => {
    ({ app } = await startLegalTestApp(getDb()));
    author = await signUpPerson(app, getDb());
    reader = await signUpPerson(app, getDb());
    authorMemberId = await makeMember(getDb(), author.id, 'Rosa del Valle');
    return () => app.close();
  });

  describe('reports', () => {
    it('takes a report about a visible post or comment, once per person, without a display name', async () => {
      const post = await writePost(getDb(), author.id);
      const comment = await writeComment(getDb(), post, author.id);
      const report = (body: object) =>
        api(app, reader)<Answer>('POST', '/community/reports', {
          target_kind: 'post',
          target_id: post,
          reason: 'scam',
          ...body,
        });

      const first = await report({ note: 'Asks for $500 by Zelle 💸' });
      expect(first.status).toBe(201);
      const again = await report({ reason: 'spam' });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      const onComment = await report({ target_kind: 'comment', target_id: comment, reason: 'harassment' });
      expect(onComment.status).toBe(201);
      expect(onComment.body.id).not.toBe(first.body.id);

      const rows = await getDb()
        .select()
        .from(communityContentReports)
        .where(eq(communityContentReports.reporterUserId, reader.id));
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.postId === post)).toMatchObject({
        reason: 'scam',
        note: 'Asks for $500 by Zelle 💸',
        status: 'open',
        commentId: null,
      });
    });

    it("answers 404 for what the reporter cannot see: others' held or hidden posts, their comments, unknown ids", async () => {
      const held = await writePost(getDb(), author.id, { status: 'held' });
      const hidden = await writePost(getDb(), author.id, { status: 'hidden' });
      const visible = await writePost(getDb(), author.id);
      const hiddenComment = await writeComment(getDb(), visible, author.id, { status: 'hidden' });
      const underHeld = await writeComment(getDb(), held, author.id);
      for (const [kind, id] of [
        ['post', held],
        ['post', hidden],
        ['comment', hiddenComment],
        ['comment', underHeld],
        ['comment', visible],
        ['post', hiddenComment],
        ['post', crypto.randomUUID()],
      ] as const) {
        const response = await api(app, reader)<Answer>('POST', '/community/reports', {
          target_kind: kind,
          target_id: id,
          reason: 'spam',
        });
        expect(response.status, `${kind} ${id}`).toBe(404);
        expect(response.body.code).toBe('report_target_not_found');
      }
      // The author still sees their own held post, so may report it (nothing is learnt).
      const own = await api(app, author)<Answer>('POST', '/community/reports', {
        target_kind: 'post',
        target_id: held,
        reason: 'other',
      });
      expect(own.status).toBe(201);
    });

    it('refuses reports from a banned member with 403 member_banned', async () => {
      const post = await writePost(getDb(), author.id);
      const banned = await signUpPerson(app, getDb());
      await makeMember(getDb(), banned.id, `Banned ${banned.id.slice(0, 8)}`);
      await getDb()
        .update(communityMembers)
        .set({ bannedAt: new Date(), bannedReason: 'spam' })
        .where(eq(communityMembers.userId, banned.id));
      const response = await api(app, banned)<Answer>('POST', '/community/reports', {
        target_kind: 'post',
        target_id: post,
        reason: 'scam',
      });
      expect(response).toMatchObject({ status: 403, body: { code: 'member_banned' } });
      const rows = await getDb()
        .select()
        .from(communityContentReports)
        .where(eq(communityContentReports.reporterUserId, banned.id));
      expect(rows).toHaveLength(0);
    });

    it('limits reports per hour with 429 rate_limited', async () => {
      const busy = await signUpPerson(app, getDb());
      let last = 0;
      for (let index = 0; index <= CONTENT_REPORT_RATE_LIMIT.limit; index += 1) {
        const post = await writePost(getDb(), author.id);
        last = (
          await api(app, busy)('POST', '/community/reports', {
            target_kind: 'post',
            target_id: post,
            reason: 'spam',
          })
        ).status;
        if (index < CONTENT_REPORT_RATE_LIMIT.limit) expect(last).toBe(201);
      }
      expect(last).toBe(429);
    });

    it('refuses bad input with 400, never 500', async () => {
      const post = await writePost(getDb(), author.id);
      for (const body of [
        {},
        { target_kind: 'post', target_id: 'not-a-uuid', reason: 'spam' },
        { target_kind: 'review', target_id: post, reason: 'spam' },
        { target_kind: 'post', target_id: post, reason: 'boring' },
        { target_kind: 'post', target_id: post, reason: 'spam', note: 'x'.repeat(501) },
        { target_kind: 'post', target_id: post, reason: 'spam', note: 42 },
        { target_kind: 'post', target_id: post, reason: 'spam', note: 'a\u0000b' },
        [],
      ]) {
        const response = await api(app, reader)('POST', '/community/reports', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const signedOut = await api(app, null)('POST', '/community/reports', {
        target_kind: 'post',
        target_id: post,
        reason: 'spam',
      });
      expect(signedOut.status).toBe(401);
    });
  });

  describe('blocks', () => {
    it('blocks and unblocks by member id, idempotently, and lists the blocked names', async () => {
      const blocker = await signUpPerson(app, getDb());
      const blockerApi = api(app, blocker);
      expect((await blockerApi('PUT', `/community/blocks/${authorMemberId}`)).status).toBe(204);
      expect((await blockerApi('PUT', `/community/blocks/${authorMemberId}`)).status).toBe(204);
      const listed = await blockerApi<ListBlockedMembersResponse>('GET', '/community/blocks');
      expect(listed.status).toBe(200);
      expect(listed.body.blocked).toEqual([
        { member_id: authorMemberId, display_name: 'Rosa del Valle', blocked_at: expect.any(String) },
      ]);
      const rows = await getDb()
        .select()
        .from(communityBlocks)
        .where(eq(communityBlocks.blockerUserId, blocker.id));
      expect(rows).toEqual([expect.objectContaining({ blockedUserId: author.id })]);
      // Someone else's list is their own.
      expect(
        (await api(app, reader)<ListBlockedMembersResponse>('GET', '/community/blocks')).body.blocked,
      ).toEqual([]);

      expect((await blockerApi('DELETE', `/community/blocks/${authorMemberId}`)).status).toBe(204);
      expect((await blockerApi('DELETE', `/community/blocks/${authorMemberId}`)).status).toBe(204);
      expect((await blockerApi<ListBlockedMembersResponse>('GET', '/community/blocks')).body.blocked).toEqual(
        [],
      );
    });

    it('refuses an account id, an unknown member (404) and oneself (400)', async () => {
      for (const id of [author.id, crypto.randomUUID()]) {
        const response = await api(app, reader)<Answer>('PUT', `/community/blocks/${id}`);
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('member_not_found');
        expect((await api(app, reader)('DELETE', `/community/blocks/${id}`)).status).toBe(404);
      }
      const self = await api(app, author)<Answer>('PUT', `/community/blocks/${authorMemberId}`);
      expect(self.status).toBe(400);
      expect(self.body.code).toBe('cannot_block_yourself');
      expect((await api(app, reader)('PUT', '/community/blocks/nope')).status).toBe(400);
    });
  });

  describe('verification of enforcement reports', () => {
    const verify = (person: LegalPerson, postId: string, body: object = {}) =>
      api(app, person)<Post & Answer>('POST', `/community/posts/${postId}/verification`, {
        verification: 'confirmed',
        note: 'Confirmed by our rapid response team on site.',
        ...body,
      });

    it('lets the owner confirm a report: recorded, audited, and the author is told', async () => {
      const owner = await signUpPerson(app, getDb());
      await makeOwner(getDb(), owner.id);
      const report = await writePost(getDb(), author.id, { kind: 'enforcement_report' });
      const response = await verify(owner, report);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: report,
        kind: 'enforcement_report',
        verification: 'confirmed',
        verification_note: 'Confirmed by our rapid response team on site.',
        verified_by: { name: 'Amparo' },
        pinned: false,
        area: { area: 'East Houston', state: 'TX' },
        author: { member_id: authorMemberId, display_name: 'Rosa del Valle', is_you: false },
      });
      const [row] = await getDb().select().from(communityPosts).where(eq(communityPosts.id, report));
      expect(row).toMatchObject({ verifiedBy: owner.id, verification: 'confirmed' });
      expect(row?.verifiedAt).toBeInstanceOf(Date);
      const audit = await listOwnerActions(getDb(), 'community_post', report);
      expect(audit.map((entry) => entry.action)).toEqual(['community_report.confirm']);
      const notes = await getDb()
        .select()
        .from(communityNotifications)
        .where(
          and(
            eq(communityNotifications.recipientUserId, author.id),
            eq(communityNotifications.postId, report),
          ),
        );
      expect(notes).toEqual([
        expect.objectContaining({ kind: 'report_verified', detail: { verification: 'confirmed' } }),
      ]);
    });

    it("lets a verified organisation's manager mark a report false; it stays visible with its label", async () => {
      const manager = await signUpPerson(app, getDb());
      await manageOrganization(getDb(), manager.id);
      const report = await writePost(getDb(), author.id, { kind: 'enforcement_report' });
      const response = await verify(manager, report, {
        verification: 'false',
        note: 'No agents were there.',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ verification: 'false', status: 'visible' });
      // Who decided is named on the post (the listing's name), so readers can weigh the answer.
      expect(response.body.verified_by).toEqual({ name: expect.any(String) });
      expect(response.body.verified_by?.name).not.toBe('Amparo');
      const [row] = await getDb().select().from(communityPosts).where(eq(communityPosts.id, report));
      expect(row).toMatchObject({ status: 'visible', verification: 'false', verifiedBy: manager.id });
      // No owner decision, so no audit entry.
      expect(await listOwnerActions(getDb(), 'community_post', report)).toEqual([]);
    });

    it('refuses members without the right (403), other kinds of post (400) and unknown ids (404)', async () => {
      const report = await writePost(getDb(), author.id, { kind: 'enforcement_report' });
      const unverifiedOrg = await signUpPerson(app, getDb());
      await manageOrganization(getDb(), unverifiedOrg.id, { verified: false });
      for (const person of [reader, author, unverifiedOrg]) {
        const response = await verify(person, report);
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('not_allowed_to_verify');
      }
      const manager = await signUpPerson(app, getDb());
      await manageOrganization(getDb(), manager.id);
      const plain = await writePost(getDb(), author.id);
      const notReport = await verify(manager, plain);
      expect(notReport.status).toBe(400);
      expect(notReport.body.code).toBe('not_a_report');
      const held = await writePost(getDb(), author.id, { kind: 'enforcement_report', status: 'held' });
      for (const id of [held, crypto.randomUUID()]) {
        const response = await verify(manager, id);
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('post_not_found');
      }
      for (const body of [
        { verification: 'unverified' },
        { note: '' },
        { note: '   ' },
        { note: 'x'.repeat(501) },
        { verification: null },
      ]) {
        expect((await verify(manager, report, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await verify(manager, 'nope')).status).toBe(400);
      const [row] = await getDb().select().from(communityPosts).where(eq(communityPosts.id, report));
      expect(row?.verification).toBe('unverified');
    });

    it('can never hold a pinned report (the database refuses one)', async () => {
      await expect(
        writePost(getDb(), author.id, { kind: 'enforcement_report', pinned: true }),
      ).rejects.toThrow();
    });
  });
});
