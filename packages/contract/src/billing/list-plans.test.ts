import { describe, expect, it } from 'vitest';
import { listPlans, ZListPlansResponse } from './list-plans.ts';
import { PLANS, planFeatures } from './plans.ts';

describe('listPlans', () => {
  it('describes every plan from PLANS, in a shape its own schema accepts', () => {
    const answer = listPlans();
    expect(ZListPlansResponse.parse(answer)).toEqual(answer);
    expect(answer.plans.map((plan) => [plan.id, plan.priceCents])).toEqual([
      ['basic', PLANS.basic.priceCents],
      ['full_protection', PLANS.full_protection.priceCents],
    ]);
    expect(answer.plans[1]?.features).toEqual(planFeatures('full_protection'));
  });
});
