import { ZApiError } from '@amparo/contract/platform/api-error';
import { type Profile, ZProfile } from '@amparo/contract/profile/profile';
import type { UpdateProfileRequest } from '@amparo/contract/profile/update-profile';
import { ApiRequestError } from './api-request-error.ts';

export const PROFILE_PATH = '/api/v1/profile';

export { ApiRequestError, isRetryableRequestError } from './api-request-error.ts';

type ProfileRequest = {
  accessToken: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

async function readProfileAnswer(response: Response): Promise<Profile> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(response.status, 'unknown', `The profile request failed (${response.status})`);
  }
  return ZProfile.parse(body);
}

/** GET /api/v1/profile: the signed-in person's own row. */
export async function fetchOwnProfile({
  accessToken,
  signal,
  fetch: send = fetch,
}: ProfileRequest): Promise<Profile> {
  const response = await send(PROFILE_PATH, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal,
  });
  return readProfileAnswer(response);
}

/** PATCH /api/v1/profile: only the fields a person may change; the answer is the whole merged row. */
export async function patchOwnProfile(
  changes: UpdateProfileRequest,
  { accessToken, signal, fetch: send = fetch }: ProfileRequest,
): Promise<Profile> {
  const response = await send(PROFILE_PATH, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(changes),
    signal,
  });
  return readProfileAnswer(response);
}
