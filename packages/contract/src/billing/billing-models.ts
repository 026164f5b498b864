import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS, type PlanFeature } from './plans.ts';

// Shapes several billing endpoints share. Amounts are whole cents, as Stripe and the profile store them.

export const ZPlanId = z.enum(PLAN_IDS);

export const ZPaidPlanId = z.enum(PAID_PLAN_IDS);

const PLAN_FEATURES = [
  'basic_emergency_tools',
  'community_access',
  'basic_support',
  'full_emergency_toolkit',
  'secure_document_storage',
  'priority_support',
  'family_protection',
] as const satisfies readonly PlanFeature[];

export const ZPlanFeature = z.enum(PLAN_FEATURES);

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;

export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);

export type PaymentProviderKind = z.infer<typeof ZPaymentProvider>;

/**
 * A checkout session's life: `open` until the webhook says it was paid, its payment failed (a declined card
 * in the test checkout), or it expired (Stripe's 24 hours, or cancelled in the test checkout).
 */
export const CHECKOUT_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;

export const ZCheckoutStatus = z.enum(CHECKOUT_STATUSES);

export type CheckoutStatus = z.infer<typeof ZCheckoutStatus>;

/** Stripe's `cs_test_…`/`cs_live_…` and the test provider's `cs_amparo_test_…`: letters, digits, underscores. */
export const ZCheckoutSessionId = z
  .string()
  .min(8)
  .max(255)
  .regex(/^cs_[A-Za-z0-9_]+$/, 'Must be a checkout session id');
