import { z } from 'zod';
import { ZPlanFeature, ZPlanId } from './billing-models.ts';
import { dependentsIncluded, PLAN_IDS, PLANS, planFeatures } from './plans.ts';

/** One plan as `GET /api/v1/billing/plans` describes it; the prices and limits are those of `PLANS`. */
export const ZPlanSummary = z.object({
  id: ZPlanId,
  priceCents: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  billing: z.enum(['free', 'one_time']),
  recommended: z.boolean(),
  maxFamilyMembers: z.number().int().nonnegative().describe('People covered, the account holder included'),
  dependentsIncluded: z.number().int().nonnegative().describe('People covered besides the account holder'),
  features: z.array(ZPlanFeature).describe('Every feature of the plan, those of the plans it includes first'),
});

export type PlanSummary = z.infer<typeof ZPlanSummary>;

export const ZListPlansResponse = z.object({ plans: z.array(ZPlanSummary) });

export type ListPlansResponse = z.infer<typeof ZListPlansResponse>;

export function listPlans(): ListPlansResponse {
  return {
    plans: PLAN_IDS.map((id) => {
      const plan = PLANS[id];
      return {
        id,
        priceCents: plan.priceCents,
        currency: plan.currency,
        billing: plan.billing,
        recommended: plan.recommended,
        maxFamilyMembers: plan.maxFamilyMembers,
        dependentsIncluded: dependentsIncluded(id),
        features: planFeatures(id),
      };
    }),
  };
}
