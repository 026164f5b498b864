import { ZListDocumentsResponse } from '@amparo/contract/vault/documents';
import { useQuery } from '@tanstack/react-query';
import { useVaultApi } from './vault-api.ts';

export function documentsQueryKey(userId: string | null) {
  return ['vault', 'documents', userId] as const;
}

/** `GET /vault/documents`: the person's documents (still encrypted) and their storage use. */
export function useDocumentList() {
  const { userId, api } = useVaultApi();
  return useQuery({
    queryKey: documentsQueryKey(userId),
    queryFn: ({ signal }) => api.json('/documents', ZListDocumentsResponse, { signal }),
    enabled: userId !== null,
    // Offline the carried copies take over at once instead of after three slow retries.
    retry: (failures, error) => failures < 1 && !(error instanceof TypeError),
  });
}
