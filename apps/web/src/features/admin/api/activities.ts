import { type AdminActivitiesResponse, RECENT_ACTIVITIES } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getActivities = async () =>
  (await api<AdminActivitiesResponse>(`/api/admin/activities?limit=${RECENT_ACTIVITIES}`)).data.activities;

export const activitiesQuery = () => queryOptions({ queryKey: ['admin', 'activities'], queryFn: getActivities });

export function useActivities() {
  return useQuery(activitiesQuery());
}
