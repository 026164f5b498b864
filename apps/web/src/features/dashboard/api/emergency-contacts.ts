import { ZListEmergencyContactsResponse } from '@amparo/contract/emergency/list-emergency-contacts';
import { ZApiError } from '@amparo/contract/platform/api-error';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { useSession } from '../../../lib/session-provider.tsx';

export const EMERGENCY_CONTACTS_PATH = '/api/v1/emergency/contacts';

/** The emergency toolkit's own key for this list, so both screens share one cached copy. */
function contactsQueryKey(userId: string | null) {
  return ['emergency', 'contacts', userId] as const;
}

async function fetchEmergencyContacts(accessToken: string, signal: AbortSignal) {
  const response = await fetch(EMERGENCY_CONTACTS_PATH, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.code : 'unknown',
      parsed.success ? parsed.data.message : `The contacts request failed (${response.status})`,
    );
  }
  return ZListEmergencyContactsResponse.parse(body);
}

/**
 * Whether the person has saved at least one emergency contact: true or false once known, null while loading
 * or when it cannot be known (offline), so the dashboard never claims a step it cannot see.
 */
export function useHasEmergencyContacts(): boolean | null {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  const query = useQuery({
    queryKey: contactsQueryKey(userId),
    queryFn: ({ signal }) => fetchEmergencyContacts(token ?? '', signal),
    enabled: userId !== null && token !== null,
    retry: false,
  });
  return query.data ? query.data.contacts.length > 0 : null;
}
