import { ZListDependentsResponse } from '@amparo/contract/family/dependent';
import { useQuery } from '@tanstack/react-query';
import { useApiRequest } from '../../../../lib/api-request.ts';

/** A person a document can be about: one of the holder's dependents, as the document label keeps them. */
export type DocumentPerson = { dependent_id: string; name: string };

export function familyDependentsQueryKey(userId: string | null) {
  return ['vault', 'family-dependents', userId] as const;
}

/**
 * The holder's dependents (`GET /api/v1/family/dependents`), to label a document with the person it is about.
 * Anyone else, or any failure, gets an empty list: the label is optional and the vault works without it.
 */
export function useFamilyDependents(): DocumentPerson[] {
  const { userId, request } = useApiRequest('/family');
  const query = useQuery({
    queryKey: familyDependentsQueryKey(userId),
    enabled: userId !== null,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const { dependents } = await request('/dependents', ZListDependentsResponse, { signal });
      return dependents.map((dependent) => ({ dependent_id: dependent.id, name: dependent.name }));
    },
  });
  return query.data ?? [];
}
