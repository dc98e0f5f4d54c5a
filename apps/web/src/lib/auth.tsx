import type { CurrentUser, UserResponse } from '@mx/contract';
import { paths } from '@mx/contract/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, isApiError } from './api-client.ts';
import { ME_QUERY_KEY } from './query-client.ts';
import { maybeSignedIn } from './session-hint.ts';

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!maybeSignedIn()) return null;
  try {
    return (await api<UserResponse>('/api/auth/me')).user;
  } catch (err) {
    // A failed current-user call means signed out.
    if (isApiError(err)) return null;
    throw err;
  }
}

export interface Auth {
  user: CurrentUser | null;
  isLoading: boolean;
  /** Stores the signed-in user and clears every cached answer of the previous session. */
  signedIn(user: CurrentUser): void;
  /** Ends the session on the server, then forgets the user and the cache. */
  logout(): Promise<void>;
}

export function useAuth(): Auth {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchCurrentUser, staleTime: 60_000 });

  const signedIn = useCallback(
    (user: CurrentUser) => {
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await api('/api/auth/logout', { method: 'POST' });
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }, [queryClient]);

  return { user: me.data ?? null, isLoading: me.isPending, signedIn, logout };
}

/** Where a user lands after signing in. */
export function homeOf(role: CurrentUser['role'] | undefined): string {
  switch (role) {
    case 'MXPERT':
      return paths.mxpert.dashboard;
    case 'ADMIN':
      return paths.admin.dashboard;
    case 'CONSUMER':
      return paths.consumer.dashboard;
    default:
      return paths.home;
  }
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}
