import { ZUploadPostImageResponse } from '@amparo/contract/community/upload-post-image';
import { ZApiError } from '@amparo/contract/platform/api-error';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { useSession } from '../../../lib/session-provider.tsx';

// POST /community/images: the re-encoded JPEG as the raw body (not JSON, not a form), answered with the image's id
// for the post's image_ids.

export async function uploadPostImage(accessToken: string | null, image: Blob, send: typeof fetch = fetch) {
  if (!accessToken) throw new ApiRequestError(401, 'unauthorized', 'Not signed in');
  const response = await send('/api/v1/community/images', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'content-type': image.type || 'image/jpeg',
    },
    body: image,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(
          response.status,
          response.status === 413 ? 'image_too_large' : 'unknown',
          `The upload failed (${response.status})`,
        );
  }
  return ZUploadPostImageResponse.parse(body);
}

export function useUploadPostImage() {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  return useCallback((image: Blob) => uploadPostImage(token, image), [token]);
}
