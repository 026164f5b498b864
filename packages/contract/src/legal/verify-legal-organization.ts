import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { VERIFICATION_NOTE_MAX } from './legal-limits.ts';
import { ZLegalOrganizationParams, ZOwnerLegalOrganization } from './legal-organization-models.ts';

/**
 * `POST /api/v1/owner/legal/organizations/:id/verification` (owner only): records that Amparo checked the entry
 * with the organisation itself ("verified by Amparo", with who and when; its facts count as checked today), or
 * takes that back. The note (how it was checked) goes to the audit log.
 */
export const ZVerifyLegalOrganizationParams = ZLegalOrganizationParams;

export const ZVerifyLegalOrganizationRequest = z.object({
  verified: z.boolean(),
  note: text({ multiline: true }).trim().max(VERIFICATION_NOTE_MAX).default(''),
});
export type VerifyLegalOrganizationRequest = z.input<typeof ZVerifyLegalOrganizationRequest>;

export const ZVerifyLegalOrganizationResponse = ZOwnerLegalOrganization;
