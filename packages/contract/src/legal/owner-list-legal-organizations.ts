import { z } from 'zod';
import { ZOwnerLegalOrganization } from './legal-organization-models.ts';

/** `GET /api/v1/owner/legal/organizations` (owner only): every entry, hidden ones included, by name. */
export const ZOwnerListLegalOrganizationsResponse = z.object({
  organizations: z.array(ZOwnerLegalOrganization),
});
export type OwnerListLegalOrganizationsResponse = z.infer<typeof ZOwnerListLegalOrganizationsResponse>;
