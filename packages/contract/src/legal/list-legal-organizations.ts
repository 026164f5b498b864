import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import {
  LEGAL_SERVICE_KINDS,
  LEGAL_SERVICES,
  SERVICE_LANGUAGE_CODES,
  US_STATE_CODES,
} from './legal-limits.ts';
import { REGISTRY_QUERY_MAX, ZLegalOrganization } from './legal-organization-models.ts';

/**
 * `GET /api/v1/legal/organizations` (public, no account): the registry's visible entries. Filters: a language
 * the organisation serves in (an entry that has not said which languages it serves in matches every language: the
 * listing tells the reader to ask), a state (an entry for the whole country matches every state), a service, a kind
 * and a text query (name or description, any language). Hidden entries are never returned.
 *
 * The order is stated and never bought: when a state is chosen, entries that serve that state specifically come
 * before nationwide ones (help close by first); then by name, A to Z.
 */
export const ZListLegalOrganizationsQuery = z.object({
  language: z.enum(SERVICE_LANGUAGE_CODES).optional(),
  state: z.enum(US_STATE_CODES).optional(),
  service: z.enum(LEGAL_SERVICES).optional(),
  kind: z.enum(LEGAL_SERVICE_KINDS).optional(),
  q: text().trim().max(REGISTRY_QUERY_MAX).optional(),
});
export type ListLegalOrganizationsQuery = z.infer<typeof ZListLegalOrganizationsQuery>;

export const REGISTRY_ORDER = 'state_specific_first_then_name' as const;

export const ZListLegalOrganizationsResponse = z.object({
  organizations: z.array(ZLegalOrganization),
  /** The order the entries are in (see above), named so a client can say it. */
  order: z.literal(REGISTRY_ORDER),
});
export type ListLegalOrganizationsResponse = z.infer<typeof ZListLegalOrganizationsResponse>;
