import { ZLegalOrganization, ZLegalOrganizationParams } from './legal-organization-models.ts';

/**
 * `GET /api/v1/legal/organizations/:id` (public): one visible entry. 404 `organization_not_found` for an id that
 * matches nothing or an entry the owner hid.
 */
export const ZGetLegalOrganizationParams = ZLegalOrganizationParams;
export const ZGetLegalOrganizationResponse = ZLegalOrganization;
