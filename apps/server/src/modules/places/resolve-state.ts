import type { StateCode } from '@mx/contract';
import { placeIndex, placeKey, withPrefix } from './place-index.ts';

/** Trailing parts of an address that name the country, not a place. */
const COUNTRY_WORDS = new Set(['usa', 'us', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);

/**
 * The US state a directory search text points to, from the bundled places data
 * only: a ZIP code (also '78701-1234' and our suggestion label '78701 (Austin, TX)'), a ZIP prefix
 * of 3 or 4 digits, 'City, ST' or 'City, State', a state name or abbreviation, a city name (the
 * state where it is biggest), or text ending in a state name ('Dallas Texas'). Null when nothing
 * matches.
 */
export function resolveState(text: string): StateCode | null {
  return resolvePlace(text)?.state ?? null;
}

/**
 * A bare town name with fewer ZIP codes than this is only a weak reading of a search text: when the
 * text also names professionals or companies ('Golden Gate', a village in Illinois), it is read as
 * their name and not as the town (docs/decisions/109-search-finds-people.md).
 */
export const TOWN_ZIP_CODES = 3;

/** The state a search text points to, and whether it is only a small town's bare name (see TOWN_ZIP_CODES). */
export function resolvePlace(text: string): { state: StateCode; smallTown: boolean } | null {
  const key = placeKey(text);
  if (!key) return null;
  const strong = byZip(key) ?? byZipPrefix(key) ?? byCommaParts(key) ?? placeIndex().stateByName.get(key);
  if (strong) return { state: strong, smallTown: false };
  const city = placeIndex().cityStates.get(key)?.[0];
  if (city) return { state: city.state, smallTown: city.zipCount < TOWN_ZIP_CODES };
  const trailing = byTrailingState(key);
  return trailing ? { state: trailing, smallTown: false } : null;
}

function byZip(key: string): StateCode | null {
  const match = /(?:^|\D)(\d{5})(?:-\d{4})?(?:\D|$)/.exec(key);
  if (!match?.[1]) return null;
  const index = placeIndex();
  return index.zipPlace.get(match[1])?.state ?? index.prefixState.get(match[1].slice(0, 3)) ?? null;
}

function byZipPrefix(key: string): StateCode | null {
  if (!/^\d{3,4}$/.test(key)) return null;
  const index = placeIndex();
  if (key.length === 3) return index.prefixState.get(key) ?? null;
  const counts = new Map<StateCode, number>();
  for (const zip of withPrefix(index.zips, key, (z) => z)) {
    const state = index.zipPlace.get(zip)?.state;
    if (state) counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top?.[0] ?? index.prefixState.get(key.slice(0, 3)) ?? null;
}

/** 'Austin, TX', 'Austin, Texas', 'Austin, TX, USA': the last part that names a state. */
function byCommaParts(key: string): StateCode | null {
  const parts = key
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !COUNTRY_WORDS.has(p));
  if (parts.length < 2) return null;
  const index = placeIndex();
  // 'Paris, France' names no state: the city alone does not decide it.
  return index.stateByName.get(parts[parts.length - 1] as string) ?? null;
}

/**
 * 'Dallas Texas', 'Austin TX': the text ends in a state name, or in a state code that follows a
 * city of that state (so a name such as 'Grace In' is not read as Indiana).
 */
function byTrailingState(key: string): StateCode | null {
  const index = placeIndex();
  const words = key.split(' ');
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(' ');
    const rest = words.slice(0, -n).join(' ');
    const state = index.stateByName.get(tail);
    if (!state) continue;
    if (tail.length > 2) return state;
    if (index.cityStates.get(rest)?.some((c) => c.state === state)) return state;
  }
  return null;
}
