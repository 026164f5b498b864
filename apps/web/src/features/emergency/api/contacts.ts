import type { CreateEmergencyContactRequest } from '@amparo/contract/emergency/create-emergency-contact';
import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import type { ListEmergencyContactsResponse } from '@amparo/contract/emergency/list-emergency-contacts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readDeviceCache, writeDeviceCache } from './device-cache.ts';
import { useEmergencyApi } from './emergency-request.ts';

// The answers' schemas load with the first answer, not with the page: the list shows from the phone's copy first
// and zod stays off the /emergency page's first render (issue 24, point 8). Every answer is still checked.
const listSchema = () =>
  import('@amparo/contract/emergency/list-emergency-contacts').then((m) => m.ZListEmergencyContactsResponse);
const createSchema = () =>
  import('@amparo/contract/emergency/create-emergency-contact').then(
    (m) => m.ZCreateEmergencyContactResponse,
  );
const updateSchema = () =>
  import('@amparo/contract/emergency/update-emergency-contact').then(
    (m) => m.ZUpdateEmergencyContactResponse,
  );
const reorderSchema = () =>
  import('@amparo/contract/emergency/reorder-emergency-contacts').then(
    (m) => m.ZReorderEmergencyContactsResponse,
  );

export function contactsQueryKey(userId: string | null) {
  return ['emergency', 'contacts', userId] as const;
}

/** The contacts, from the phone's copy at once and then from the server. */
export function useEmergencyContacts() {
  const { userId, request } = useEmergencyApi();
  const query = useQuery({
    queryKey: contactsQueryKey(userId),
    queryFn: ({ signal }) => request('/contacts', listSchema, { signal }),
    enabled: userId !== null,
    initialData: () =>
      userId ? readDeviceCache<ListEmergencyContactsResponse>('contacts', userId) : undefined,
    // The phone's copy shows at once but is always checked with the server.
    initialDataUpdatedAt: 0,
  });
  useEffect(() => {
    if (userId && query.data && query.isFetched) writeDeviceCache('contacts', userId, query.data);
  }, [userId, query.data, query.isFetched]);
  return query;
}

/** The contacts saved on this phone, for the offline SMS composer. */
export function readCachedContacts(userId: string): EmergencyContact[] {
  return readDeviceCache<ListEmergencyContactsResponse>('contacts', userId)?.contacts ?? [];
}

function useContactsMutation<Variables>(run: (variables: Variables) => Promise<unknown>) {
  const { userId } = useEmergencyApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey(userId) }),
  });
}

export function useCreateContact() {
  const { request } = useEmergencyApi();
  return useContactsMutation((contact: CreateEmergencyContactRequest) =>
    request('/contacts', createSchema, { method: 'POST', body: contact }),
  );
}

export function useUpdateContact() {
  const { request } = useEmergencyApi();
  return useContactsMutation(({ id, contact }: { id: string; contact: CreateEmergencyContactRequest }) =>
    request(`/contacts/${id}`, updateSchema, { method: 'PUT', body: contact }),
  );
}

export function useDeleteContact() {
  const { request } = useEmergencyApi();
  return useContactsMutation((id: string) => request(`/contacts/${id}`, null, { method: 'DELETE' }));
}

/** Moves a contact at once on screen, then saves the order; a failure puts the list back. */
export function useReorderContacts() {
  const { userId, request } = useEmergencyApi();
  const queryClient = useQueryClient();
  const key = contactsQueryKey(userId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      request('/contacts/order', reorderSchema, { method: 'PUT', body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ListEmergencyContactsResponse>(key);
      if (previous) {
        const byId = new Map(previous.contacts.map((contact) => [contact.id, contact]));
        const contacts = ids.flatMap((id, position) => {
          const contact = byId.get(id);
          return contact ? [{ ...contact, position }] : [];
        });
        queryClient.setQueryData(key, { ...previous, contacts });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
