import { z } from 'zod';
import { ZFamilyName, ZFamilyPhone } from './family-models.ts';
import { ZGetFamilyResponse } from './get-family.ts';

/**
 * `PATCH /api/v1/family/me`: the caller's own place in their family (holder or member): the name the family
 * knows them by, whether they are alerted when someone else in the family presses Help Me Now, and the phone
 * those alerts go to by text when their account has none (null clears it). 404 `not_found` outside a family.
 */
export const ZUpdateFamilyMembershipRequest = z
  .object({
    display_name: ZFamilyName.optional(),
    alert_on_help: z.boolean().optional(),
    alert_phone: z
      .union([ZFamilyPhone, z.literal('')])
      .nullable()
      .optional(),
  })
  .strict();

export type UpdateFamilyMembershipRequest = z.input<typeof ZUpdateFamilyMembershipRequest>;

export const ZUpdateFamilyMembershipResponse = ZGetFamilyResponse;
