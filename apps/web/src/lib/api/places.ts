import type { PlacesResponse } from '@mx/contract';
import type { PlaceSuggestion } from '@mx/contract/common-cities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** Cities of the built-in list that start with the text (or contain it, after those); loaded only when needed. */
export async function fallbackSuggestions(text: string, max = 8): Promise<PlaceSuggestion[]> {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const { COMMON_US_CITIES } = await import('@mx/contract/common-cities');
  const starts = COMMON_US_CITIES.filter((c) => c.label.toLowerCase().startsWith(q));
  const contains = COMMON_US_CITIES.filter((c) => !c.label.toLowerCase().startsWith(q) && c.label.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, max);
}

/** Suggestions from /api/places; when it cannot be reached, the 50 common US cities. */
async function fetchPlaces(text: string, signal: AbortSignal): Promise<PlaceSuggestion[]> {
  try {
    const { places } = await api<PlacesResponse>(`/api/places?q=${encodeURIComponent(text)}`, { signal });
    return places;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return fallbackSuggestions(text);
  }
}

export function usePlaceSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['places', q.toLowerCase()],
    queryFn: ({ signal }) => fetchPlaces(q, signal),
    enabled: q.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
