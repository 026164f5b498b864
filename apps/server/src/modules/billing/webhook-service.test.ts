import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createUserWithProfile } from '../../auth/users-repo.ts';
import { paymentEvents, payments } from '../../platform/db/schema/billing.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import type { WebhookEvent } from '../../platform/payments/payment-provider.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { insertCheckoutSession } from './repo.ts';
import { requireFullPlan } from './require-full-plan.ts';
import { receiveWebhookEvent } from './webhook-service.ts';

// Fulfilment on its own, with events already verified: what it grants, and that it grants it once however
// often and however concurrently an event arrives.

const NOW = new Date('2026-03-01T12:00:00Z');
let counter = 0;

describeEachDatabase('payment fulfilment', (getDb) => {
  let userId: string;
  let sessionId: string;

  beforeAll(async () => {
    counter += 1;
    const user = await createUserWithProfile(getDb(), {
      email: `fulfil.${counter}.${Date.now()}@example.org`,
      phone: null,
      passwordHash: null,
      userMetadata: {},
      locale: 'en',
      emailConfirmedAt: NOW,
      phoneConfirmedAt: null,
      answers: { entryMethod: 'family_petition', currentStatus: 'green_card', legalConsentAccepted: true },
      now: NOW,
    });
    if (!user) throw new Error('No user');
    userId = user.id;
    sessionId = `cs_test_fulfil_${counter}_${Date.now()}`;
    await insertCheckoutSession(getDb(), {
      id: sessionId,
      provider: 'stripe',
      userId,
      planId: 'full_protection',
      amountCents: 10000,
      currency: 'USD',
      expiresAt: new Date(NOW.getTime() + 86_400_000),
      now: NOW,
    });
  });

  function completed(
    eventId: string,
    paymentStatus = 'paid',
    type = 'checkout.session.completed',
  ): WebhookEvent {
    return {
      id: eventId,
      type,
      provider: 'stripe',
      checkoutSession: {
        sessionId,
        userId,
        planId: 'full_protection',
        amountCents: 10000,
        currency: 'USD',
        paymentStatus,
      },
      payload: { id: eventId, type },
    };
  }

  it('refuses Full Protection actions to Basic, with the code the web app turns into the upgrade prompt', async () => {
    await expect(requireFullPlan(getDb(), userId)).rejects.toMatchObject({
      statusCode: 403,
      code: 'plan_required',
    });
    await expect(requireFullPlan(getDb(), '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'plan_required',
    });
    await expect(requireFullPlan(getDb(), 'not-a-uuid')).rejects.toMatchObject({ code: 'plan_required' });
  });

  it('waits for the money when a checkout completes unpaid', async () => {
    const result = await receiveWebhookEvent(
      { db: getDb() },
      completed(`evt_unpaid_${sessionId}`, 'unpaid'),
      NOW,
    );
    expect(result).toEqual({ duplicate: false, outcome: 'awaiting_payment' });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.hasAccess).toBe(false);
  });

  it('grants the plan once when the same event arrives many times at once', async () => {
    const event = completed(
      `evt_concurrent_${sessionId}`,
      'paid',
      'checkout.session.async_payment_succeeded',
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () => receiveWebhookEvent({ db: getDb() }, event, NOW)),
    );
    expect(results.filter((result) => !result.duplicate)).toEqual([
      { duplicate: false, outcome: 'fulfilled' },
    ]);
    expect(results.filter((result) => result.duplicate)).toHaveLength(4);

    expect(await getDb().select().from(payments).where(eq(payments.userId, userId))).toMatchObject([
      { amountCents: 10000, currency: 'USD', planId: 'full_protection', provider: 'stripe', paidAt: NOW },
    ]);
    expect(
      await getDb().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)),
    ).toHaveLength(1);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ hasAccess: true, paymentTier: 'individual', paymentAmount: 10000 });
    await expect(requireFullPlan(getDb(), userId)).resolves.toBeUndefined();
  });

  it('leaves a paid plan in place when a later failure or expiry event about the same checkout arrives', async () => {
    for (const type of ['checkout.session.async_payment_failed', 'checkout.session.expired']) {
      const result = await receiveWebhookEvent(
        { db: getDb() },
        completed(`evt_late_${type}_${sessionId}`, 'unpaid', type),
        NOW,
      );
      expect(result.duplicate).toBe(false);
    }
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.hasAccess).toBe(true);
  });
});
