// Error codes of the billing API beyond the shared ones. Other areas answer `plan_required` (through the
// server's `requireFullPlan`) when a Basic user tries a Full Protection action; the web app recognises it with
// `isPlanRequiredError` (apps/web/src/lib/plan-required.ts) and shows the prompt to unlock full protection.

export const BILLING_ERROR_CODES = [
  /** 403: the action is part of the Full Protection plan and the caller has the Basic plan. */
  'plan_required',
  /** 409: the caller already has the Full Protection plan; nothing to pay. */
  'already_paid',
  /** 403: the eligibility answers say the platform cannot serve this person, so no payment is taken. */
  'not_eligible',
  /** 400: a webhook whose signature, secret or timestamp does not check out. */
  'invalid_signature',
  /** 409: a test checkout that was already paid, declined, cancelled or has expired. */
  'checkout_closed',
  /** 502: Stripe could not be reached or refused; nothing was opened or charged. */
  'payment_provider_unavailable',
] as const;

export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];
