import type { DirectoryPage, DirectoryResponse } from '@mx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type DirectoryParams, toApiQuery } from '../directory-params.ts';

/** The directory answer stays fresh 10 minutes (spec section 7). */
const DIRECTORY_STALE_MS = 10 * 60_000;

export async function getDirectory(params: DirectoryParams, signal?: AbortSignal): Promise<DirectoryPage> {
  return (await api<DirectoryResponse>(`/api/public/mxperts?${toApiQuery(params)}`, { signal })).data;
}

export const directoryQuery = (params: DirectoryParams) =>
  queryOptions({
    queryKey: ['directory', toApiQuery(params)],
    queryFn: ({ signal }) => getDirectory(params, signal),
    staleTime: DIRECTORY_STALE_MS,
    gcTime: DIRECTORY_STALE_MS,
  });

export function useDirectory(params: DirectoryParams) {
  return useQuery({ ...directoryQuery(params), enabled: params.search !== '' });
}
