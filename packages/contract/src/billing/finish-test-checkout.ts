import { z } from 'zod';
import { ZCheckoutStatus } from './billing-models.ts';

// `POST /api/v1/billing/test-checkout/:id/complete`, `/decline` and `/cancel` (no body): the three buttons of
// the test checkout. Each builds the event Stripe would send (`checkout.session.completed` paid,
// `checkout.session.async_payment_failed`, `checkout.session.expired`), signs it with Stripe's scheme and
// delivers it to the webhook, which alone changes anything. Same availability and owner rule as
// `GET /test-checkout/:id`; a checkout that is no longer open answers 409 `checkout_closed`.

export const TEST_CHECKOUT_ACTIONS = ['complete', 'decline', 'cancel'] as const;

export type TestCheckoutAction = (typeof TEST_CHECKOUT_ACTIONS)[number];

export const ZFinishTestCheckoutResponse = z.object({
  /** The checkout's status once the webhook has handled the event. */
  status: ZCheckoutStatus,
  /** The path of `/payment` to go back to, as Stripe's success or cancel URL would. */
  returnPath: z.string(),
});

export type FinishTestCheckoutResponse = z.infer<typeof ZFinishTestCheckoutResponse>;
