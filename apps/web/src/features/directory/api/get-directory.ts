import type { DirectoryPage, DirectoryResponse } from '@mx/contract';
import { type DirectoryParams, toApiQuery } from '@mx/contract/directory-params';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { takePreloaded } from '../../../lib/preloaded.ts';

/** The directory answer stays fresh 10 minutes. */
const DIRECTORY_STALE_MS = 10 * 60_000;

const directoryUrl = (params: DirectoryParams) => `/api/public/mxperts?${toApiQuery(params)}`;

export async function getDirectory(params: DirectoryParams, signal?: AbortSignal): Promise<DirectoryPage> {
  return (await api<DirectoryResponse>(directoryUrl(params), { signal })).data;
}

export const directoryQuery = (params: DirectoryParams) =>
  queryOptions({
    queryKey: ['directory', toApiQuery(params)],
    queryFn: ({ signal }) => getDirectory(params, signal),
    // The first search's answer came with the page.
    initialData: () => takePreloaded<DirectoryResponse>(directoryUrl(params))?.data,
    staleTime: DIRECTORY_STALE_MS,
    gcTime: DIRECTORY_STALE_MS,
  });

export function useDirectory(params: DirectoryParams) {
  return useQuery({ ...directoryQuery(params), enabled: params.search !== '' });
}
