import type { Profile } from '@amparo/contract/profile/profile';
import type { UpdateProfileRequest } from '@amparo/contract/profile/update-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useSession } from '../session-provider.tsx';
import { ApiRequestError } from './api-request-error.ts';
import { patchOwnProfile } from './profile-api.ts';
import { ProfileRequestContext, profileQueryKey } from './profile-provider.tsx';

/**
 * Changes the editable profile fields (PATCH /api/v1/profile). On success the server's merged row replaces
 * the cached one, so every screen shows what was saved.
 */
export function useUpdateProfile() {
  const requester = useContext(ProfileRequestContext);
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? null;
  return useMutation({
    mutationFn: async (changes: UpdateProfileRequest): Promise<Profile> => {
      if (!requester) throw new Error('useUpdateProfile must be used inside <ProfileProvider>');
      const saved = await requester((token) => patchOwnProfile(changes, { accessToken: token }));
      if (!saved) throw new ApiRequestError(401, 'unauthorized', 'Sign in to change your profile');
      return saved;
    },
    onSuccess: (saved) => {
      if (userId && saved.id === userId) queryClient.setQueryData(profileQueryKey(userId), saved);
    },
    onError: (error) => console.error('The profile could not be saved', error),
  });
}
