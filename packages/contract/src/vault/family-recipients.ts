import { z } from 'zod';
import { FAMILY_ROLES } from '../family/family-limits.ts';
import { ZPublicKey } from './vault-models.ts';

/**
 * `GET /api/v1/vault/family-recipients`: the other people in the caller's family (issue 12, point 7), to share a
 * document with in two taps. `public_key` is null for someone who has not set up their vault yet (nothing can
 * be shared with them until they do). Empty for someone in no family; never anyone outside the caller's family.
 */
export const ZFamilyRecipient = z.object({
  user_id: z.uuid(),
  display_name: z.string(),
  role: z.enum(FAMILY_ROLES),
  public_key: ZPublicKey.nullable(),
});
export type FamilyRecipient = z.infer<typeof ZFamilyRecipient>;

export const ZListFamilyRecipientsResponse = z.object({ recipients: z.array(ZFamilyRecipient) });
export type ListFamilyRecipientsResponse = z.infer<typeof ZListFamilyRecipientsResponse>;
