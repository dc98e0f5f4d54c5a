import { type PlaceSuggestion, type StateCode, US_STATES } from '@mx/contract';
import { type City, placeIndex, placeKey, withPrefix } from './place-index.ts';

export const MAX_SUGGESTIONS = 8;
const MAX_STATE_SUGGESTIONS = 3;

const cityLabel = (c: City) => `${c.name}, ${c.state}`;
const citySuggestion = (c: City): PlaceSuggestion => ({ label: cityLabel(c), kind: 'city', state: c.state });

/** Cities whose name starts with the text, the biggest first, optionally within some states. */
function citiesStartingWith(prefix: string, states?: ReadonlySet<StateCode>): City[] {
  if (!prefix) return [];
  return withPrefix(placeIndex().cities, prefix, (c) => c.key)
    .filter((c) => !states || states.has(c.state))
    .sort((a, b) => b.zipCount - a.zipCount || a.key.localeCompare(b.key) || a.state.localeCompare(b.state));
}

function statesMatching(text: string): (typeof US_STATES)[number][] {
  if (!text) return [...US_STATES];
  return US_STATES.filter((s) => s.label.toLowerCase().startsWith(text) || s.code.toLowerCase() === text);
}

/**
 * US-only suggestions for the place search boxes: ZIP codes for digits; for words,
 * states whose name starts with them and cities, the biggest first. 'Austin, T' and 'Austin TX'
 * narrow the cities to the states that match.
 */
export function suggestPlaces(q: string, max = MAX_SUGGESTIONS): PlaceSuggestion[] {
  const key = placeKey(q);
  if (key.length < 2) return [];
  const index = placeIndex();

  if (/^\d{2,5}$/.test(key)) {
    return withPrefix(index.zips, key, (z) => z, max).map((zip) => {
      const place = index.zipPlace.get(zip);
      return { label: `${zip} (${place?.city}, ${place?.state})`, kind: 'zip' as const, state: place?.state ?? '' };
    });
  }

  const comma = key.lastIndexOf(',');
  if (comma >= 0) {
    const states = new Set(statesMatching(key.slice(comma + 1).trim()).map((s) => s.code));
    return citiesStartingWith(key.slice(0, comma).trim(), states).slice(0, max).map(citySuggestion);
  }

  const results: PlaceSuggestion[] = statesMatching(key)
    .slice(0, MAX_STATE_SUGGESTIONS)
    .map((s) => ({ label: s.label, kind: 'state' as const, state: s.code }));
  const words = key.split(' ');
  const lastWord = words[words.length - 1] ?? '';
  const trailingState = words.length > 1 ? index.stateByName.get(lastWord) : undefined;
  const cities = [
    ...(trailingState ? citiesStartingWith(words.slice(0, -1).join(' '), new Set([trailingState])) : []),
    ...citiesStartingWith(key),
  ];
  const seen = new Set(results.map((r) => r.label));
  for (const city of cities) {
    if (results.length >= max) break;
    const suggestion = citySuggestion(city);
    if (seen.has(suggestion.label)) continue;
    seen.add(suggestion.label);
    results.push(suggestion);
  }
  return results;
}
