import {
  type ListLegalOrganizationsResponse,
  ZListLegalOrganizationsResponse,
} from '@amparo/contract/legal/list-legal-organizations';
import { useQuery } from '@tanstack/react-query';
import { publicApiRequest } from '../../../lib/api-request.ts';
import { deviceCopy } from '../../../lib/device-copy.ts';

// The registry of legal services as the public reads it: the whole list at once (a few dozen entries), kept on this
// device so /organization/registry and /legal-aid open with no network after one visit, and filtered on the device
// (registry-filters.ts, the same rules as the server) so every filter answers at once on a slow phone. It is public
// information, so sign-out leaves it (lib/forget-device-data.ts removes only personal copies).

export const REGISTRY_QUERY_KEY = ['legal', 'registry'] as const;
export const REGISTRY_COPY_PREFIX = 'amparo-legal-registry:';
// One copy for everyone on the device: the registry is the same for every reader.
const COPY_KEY = 'public';

const registryCopy = deviceCopy({
  prefix: REGISTRY_COPY_PREFIX,
  field: 'registry',
  schema: ZListLegalOrganizationsResponse,
});

export function readSavedRegistry(): { storedAt: number; value: ListLegalOrganizationsResponse } | null {
  return registryCopy.read(COPY_KEY);
}

export function useLegalRegistry() {
  return useQuery({
    queryKey: REGISTRY_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const registry = await publicApiRequest('/legal/organizations', ZListLegalOrganizationsResponse, {
        signal,
      });
      registryCopy.write(COPY_KEY, registry);
      return registry;
    },
    // The copy on this device shows at once and is what there is with no network; the list is asked for anyway.
    initialData: () => readSavedRegistry()?.value,
    initialDataUpdatedAt: () => readSavedRegistry()?.storedAt,
  });
}
