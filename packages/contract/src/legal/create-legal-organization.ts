import type { z } from 'zod';
import {
  ZCalendarDay,
  ZLegalOrganizationFields,
  ZOwnerLegalOrganization,
} from './legal-organization-models.ts';

/**
 * `POST /api/v1/owner/legal/organizations` (owner only): adds an entry, listed from public sources. The day its
 * facts were checked defaults to today and may not be in the future. Verification is a separate step.
 */
export const ZCreateLegalOrganizationRequest = ZLegalOrganizationFields.extend({
  last_checked_on: ZCalendarDay.optional(),
});
export type CreateLegalOrganizationRequest = z.input<typeof ZCreateLegalOrganizationRequest>;

export const ZCreateLegalOrganizationResponse = ZOwnerLegalOrganization;

export const CHECKED_IN_THE_FUTURE = 'checked_in_the_future';
