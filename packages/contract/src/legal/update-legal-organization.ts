import type { z } from 'zod';
import {
  ZCalendarDay,
  ZLegalOrganizationFields,
  ZLegalOrganizationParams,
  ZOwnerLegalOrganization,
} from './legal-organization-models.ts';

/**
 * `PATCH /api/v1/owner/legal/organizations/:id` (owner only): changes the fields given, keeps the rest. A
 * description given replaces the whole description (every language). Whether the entry is hidden or verified
 * changes only through its own routes. 404 `organization_not_found`.
 */
export const ZUpdateLegalOrganizationParams = ZLegalOrganizationParams;

export const ZUpdateLegalOrganizationRequest = ZLegalOrganizationFields.extend({
  last_checked_on: ZCalendarDay,
})
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field');
export type UpdateLegalOrganizationRequest = z.input<typeof ZUpdateLegalOrganizationRequest>;

export const ZUpdateLegalOrganizationResponse = ZOwnerLegalOrganization;
