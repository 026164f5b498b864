// The two plans of spec §3, §6 and §9. The browser shows them and the server charges and enforces them
// from this one table, so a price or a limit can never differ between the two.

export type PlanId = 'basic' | 'full_protection';

export type PlanBilling = 'free' | 'one_time';

export type PlanFeature =
  | 'basic_emergency_tools'
  | 'community_access'
  | 'basic_support'
  | 'full_emergency_toolkit'
  | 'secure_document_storage'
  | 'priority_support'
  | 'family_protection';

export type Plan = {
  readonly id: PlanId;
  /** Smallest currency unit (cents), as `payment_amount` is stored on the profile. */
  readonly priceCents: number;
  readonly currency: 'USD';
  readonly billing: PlanBilling;
  readonly recommended: boolean;
  /**
   * People the plan's family protection covers, the account holder included (spec §6: "up to 5 members");
   * 0 when the plan has no family protection. See `dependentsIncluded` for the others besides the holder.
   */
  readonly maxFamilyMembers: number;
  /** What the plan gives, in display order; a higher plan lists only what it adds. */
  readonly features: readonly PlanFeature[];
  /** The plan whose features this one also includes. */
  readonly includes: PlanId | null;
};

export const PLAN_IDS = ['basic', 'full_protection'] as const satisfies readonly PlanId[];

export const PLANS = {
  basic: {
    id: 'basic',
    priceCents: 0,
    currency: 'USD',
    billing: 'free',
    recommended: false,
    maxFamilyMembers: 0,
    features: ['basic_emergency_tools', 'community_access', 'basic_support'],
    includes: null,
  },
  full_protection: {
    id: 'full_protection',
    priceCents: 10000,
    currency: 'USD',
    billing: 'one_time',
    recommended: true,
    maxFamilyMembers: 5,
    features: ['full_emergency_toolkit', 'secure_document_storage', 'priority_support', 'family_protection'],
    includes: 'basic',
  },
} as const satisfies Record<PlanId, Plan>;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Every feature a plan gives, its own and those of the plans it includes. */
export function planFeatures(id: PlanId): PlanFeature[] {
  const plan: Plan = PLANS[id];
  return [...(plan.includes ? planFeatures(plan.includes) : []), ...plan.features];
}

/** The plans that are paid for, the only ones a checkout can be opened for. */
export const PAID_PLAN_IDS = ['full_protection'] as const satisfies readonly PlanId[];

export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/**
 * Family members a plan covers besides the account holder: the "dependents included" of the plan-activated
 * message (spec §4). Full Protection's five members are the holder and four dependents.
 */
export function dependentsIncluded(id: PlanId): number {
  return Math.max(0, PLANS[id].maxFamilyMembers - 1);
}
