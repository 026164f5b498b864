import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import { VERIFICATION_NOTE_MAX } from './legal-limits.ts';
import { ZLegalOrganizationParams, ZOwnerLegalOrganization } from './legal-organization-models.ts';

/**
 * `POST /api/v1/owner/legal/organizations/:id/visibility` (owner only): hides an entry from everyone (or shows it
 * again). Hiding is how an entry is removed: the row stays, so the curated data never brings it back. The reason
 * goes to the audit log.
 */
export const ZSetLegalOrganizationVisibilityParams = ZLegalOrganizationParams;

export const ZSetLegalOrganizationVisibilityRequest = z.object({
  hidden: z.boolean(),
  reason: text({ multiline: true }).trim().max(VERIFICATION_NOTE_MAX).default(''),
});
export type SetLegalOrganizationVisibilityRequest = z.input<typeof ZSetLegalOrganizationVisibilityRequest>;

export const ZSetLegalOrganizationVisibilityResponse = ZOwnerLegalOrganization;
