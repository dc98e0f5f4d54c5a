import type { MxpertProfileView, ProfileUpdate } from '@mx/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const PROFILE_KEY = ['mxpert', 'profile'] as const;

interface ProfileResponse {
  success: true;
  data: MxpertProfileView;
}

/** The complete own profile for /mxpert/profile. */
export const ownProfileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: async () => (await api<ProfileResponse>('/api/mxpert/profile/readonly')).data,
  staleTime: 0,
});

export function useOwnProfile() {
  return useQuery(ownProfileQuery);
}

/** PATCH with the fields of one card; the answer is the whole updated profile. */
export const updateProfileSection = (body: ProfileUpdate) =>
  api<ProfileResponse & { message: string }>('/api/mxpert/profile', { method: 'PATCH', body });

export function useUpdateProfileSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileSection,
    onSuccess: ({ data }) => queryClient.setQueryData(PROFILE_KEY, data),
  });
}
