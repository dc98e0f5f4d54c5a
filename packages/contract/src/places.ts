import { z } from 'zod';

/** GET /api/places?q=: US-only place suggestions for the search boxes. */
export const placesQuery = z.object({
  q: z
    .string({ error: 'Please enter the search as text' })
    .trim()
    .max(100, 'Search text must not exceed 100 characters')
    .default(''),
});

export const placeSuggestion = z.object({
  /** What the box shows and searches for: 'Austin, TX', '78701 (Austin, TX)', 'Texas'. */
  label: z.string(),
  kind: z.enum(['city', 'zip', 'state']),
  /** Two-letter state code the place is in. */
  state: z.string(),
});
export type { PlaceSuggestion } from './common-cities.ts';

export const placesResponse = z.object({ places: z.array(placeSuggestion) });
export type PlacesResponse = z.infer<typeof placesResponse>;
