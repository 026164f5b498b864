import { z } from 'zod';
import {
  ZCheckoutSessionId,
  ZCheckoutStatus,
  ZPaidPlanId,
  ZPaymentProvider,
  ZPlanId,
} from './billing-models.ts';

/** `GET /api/v1/billing/status?checkoutId=`: the caller's plan; with `checkoutId`, also how that checkout stands. */
export const ZGetBillingStatusQuery = z.object({
  checkoutId: ZCheckoutSessionId.optional(),
});

export type GetBillingStatusQuery = z.infer<typeof ZGetBillingStatusQuery>;

export const ZPaymentSummary = z.object({
  planId: ZPaidPlanId,
  amountCents: z.number().int().nonnegative(),
  currency: z.string().describe('ISO 4217, upper case'),
  provider: ZPaymentProvider,
  paidAt: z.string().describe('ISO 8601'),
});

export type PaymentSummary = z.infer<typeof ZPaymentSummary>;

export const ZGetBillingStatusResponse = z.object({
  /** `full_protection` whenever the profile has access, however it was granted (payment, owner, demo rule). */
  planId: ZPlanId,
  hasAccess: z.boolean(),
  /** Family members the plan covers besides the account holder (spec §4's "dependents included"). */
  dependentsIncluded: z.number().int().nonnegative(),
  /** Family members added so far. */
  dependentsCount: z.number().int().nonnegative(),
  lastPayment: ZPaymentSummary.nullable(),
  /** The checkout asked about, when it is the caller's; null otherwise. */
  checkout: z.object({ id: z.string(), status: ZCheckoutStatus }).nullable(),
  /** True when payments go to the built-in test checkout: no real money moves. */
  testMode: z.boolean(),
});

export type GetBillingStatusResponse = z.infer<typeof ZGetBillingStatusResponse>;
