import type { FamilyInvitation } from '@amparo/contract/family/family-models';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { runDueJobs } from '../../platform/jobs/job-queue.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, type FamilyTestApp, signUp, startFamilyTestApp, uniqueEmail } from './family-test-app.ts';
import { FAMILY_INVITATION_JOB_KIND, familyJobHandlers } from './invitation-delivery.ts';

// Delivery through an outside provider (SMTP here): sent once even when the job runs again, and the token
// leaves the job's payload once the message is out, or once the last attempt has failed.

describeEachDatabase('family invitation delivery through a provider', (getDb) => {
  let family: FamilyTestApp;
  beforeAll(async () => {
    family = await startFamilyTestApp(getDb());
  });
  afterAll(async () => {
    await family?.app.close();
  });

  function providerHandlers(sent: MailMessage[], fail = false) {
    return familyJobHandlers(
      () => ({
        mailer: {
          kind: 'smtp' as const,
          send: async (message: MailMessage) => {
            if (fail) throw new Error('SMTP server unavailable');
            sent.push(message);
          },
        },
        sms: { kind: 'twilio' as const, send: async () => {} },
      }),
      { publicUrl: 'https://amparo.test' },
    );
  }

  async function invitationJob(address: string) {
    const holder = await signUp(family.app, getDb(), { fullProtection: true });
    const created = await api(family.app, holder)<FamilyInvitation>('POST', '/family/invitations', {
      channel: 'email',
      address,
      invitee_name: 'Ana',
      language: 'pt',
      inviter_name: 'Rosa',
    });
    const [job] = await getDb()
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, FAMILY_INVITATION_JOB_KIND),
          sql`${jobs.payload}->>'invitationId' = ${created.body.id}`,
        ),
      );
    if (!job) throw new Error('no job');
    return job;
  }

  it('sends once and forgets the token, even when the job runs again', async () => {
    const address = uniqueEmail('provider');
    const job = await invitationJob(address);
    expect(typeof job.payload.token).toBe('string');
    const sent: MailMessage[] = [];
    const handler = providerHandlers(sent)[FAMILY_INVITATION_JOB_KIND];
    if (!handler) throw new Error('no handler');
    const context = {
      db: getDb(),
      job: { id: job.id, kind: job.kind, payload: job.payload, attempt: 1, maxAttempts: 6 },
      now: new Date(),
      finalAttempt: false,
    };
    await handler(job.payload, context);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: address, locale: 'pt', purpose: 'family.invitation' });
    expect(sent[0]?.text).toContain(`#token=${job.payload.token}`);
    const [after] = await getDb().select().from(jobs).where(eq(jobs.id, job.id));
    expect(after?.payload).toEqual({ invitationId: job.payload.invitationId });
    // The queue runs the job (after a crash, say) with what is stored now: nothing is sent again.
    await handler(after?.payload ?? {}, context);
    expect(sent).toHaveLength(1);
  });

  it('forgets the token when the last attempt fails', async () => {
    const job = await invitationJob(uniqueEmail('failing'));
    await getDb().update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, job.id));
    const result = await runDueJobs(getDb(), providerHandlers([], true), new Date());
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [after] = await getDb().select().from(jobs).where(eq(jobs.id, job.id));
    expect(after?.failedAt).not.toBeNull();
    expect(after?.payload).toEqual({ invitationId: job.payload.invitationId });
  });
});
