import { z } from 'zod';
import { ZCoverageKind, ZFamily } from './family-models.ts';

/**
 * `GET /api/v1/family`: the caller's family and their place in it. `role` is null and `family` null for someone
 * in no family; `can_create` says whether they may start one (they hold Full Protection themselves and are in
 * no other family). `coverage` is where their Full Protection comes from.
 */
export const ZGetFamilyResponse = z.object({
  role: z.enum(['holder', 'member']).nullable(),
  can_create: z.boolean(),
  coverage: ZCoverageKind,
  family: ZFamily.nullable(),
});

export type GetFamilyResponse = z.infer<typeof ZGetFamilyResponse>;
