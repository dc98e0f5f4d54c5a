import { createRequire } from 'node:module';
import { STATE_CODES, type StateCode, US_STATES } from '@mx/contract';

/** One row of the bundled dataset (npm `zipcodes`, BSD licence). */
interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
}

export interface City {
  name: string;
  /** Lower case, single spaces: what lookups compare. */
  key: string;
  state: StateCode;
  /** How many ZIP codes the city has: our stand-in for its size when ranking. */
  zipCount: number;
}

export interface PlaceIndex {
  /** Every ZIP code of the 50 states and DC, sorted (prefix search by binary search). */
  zips: string[];
  zipPlace: Map<string, { city: string; state: StateCode }>;
  /** The state most ZIP codes of a 3-digit prefix belong to. */
  prefixState: Map<string, StateCode>;
  /** Cities sorted by key (prefix search by binary search). */
  cities: City[];
  /** A city name to its states, the biggest first. */
  cityStates: Map<string, City[]>;
  /** A state's name or code, lower case, to its code. */
  stateByName: Map<string, StateCode>;
}

const STATE_SET = new Set<string>(STATE_CODES);
/** Unique-company ZIP codes carry names like 'Shell Oil Box 150' or 'At&t': never offered as cities. */
const CITY_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

/** Abbreviations people type that the dataset spells out (St. Louis is 'Saint Louis'). */
const SPELLED_OUT: [RegExp, string][] = [
  [/(^|\s)st\.?\s/g, '$1saint '],
  [/(^|\s)ft\.?\s/g, '$1fort '],
  [/(^|\s)mt\.?\s/g, '$1mount '],
];

/** Lower case, single spaces, abbreviations spelled out: the form every lookup compares. */
export function placeKey(text: string): string {
  let key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const [pattern, replacement] of SPELLED_OUT) key = key.replace(pattern, replacement);
  return key;
}

function build(): PlaceIndex {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> };

  const zipPlace = new Map<string, { city: string; state: StateCode }>();
  const cityCounts = new Map<string, City>();
  const prefixCounts = new Map<string, Map<StateCode, number>>();
  for (const record of Object.values(codes)) {
    if (record.country !== 'US' || !STATE_SET.has(record.state) || !/^\d{5}$/.test(record.zip)) continue;
    const state = record.state as StateCode;
    zipPlace.set(record.zip, { city: record.city, state });
    const prefix = record.zip.slice(0, 3);
    const perState = prefixCounts.get(prefix) ?? new Map<StateCode, number>();
    perState.set(state, (perState.get(state) ?? 0) + 1);
    prefixCounts.set(prefix, perState);
    if (!CITY_NAME.test(record.city)) continue;
    const id = `${placeKey(record.city)}|${state}`;
    const city = cityCounts.get(id);
    if (city) city.zipCount++;
    else cityCounts.set(id, { name: record.city, key: placeKey(record.city), state, zipCount: 1 });
  }

  const prefixState = new Map<string, StateCode>();
  for (const [prefix, perState] of prefixCounts) {
    const [top] = [...perState].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (top) prefixState.set(prefix, top[0]);
  }

  const cities = [...cityCounts.values()].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.state.localeCompare(b.state),
  );
  const cityStates = new Map<string, City[]>();
  for (const city of cities) cityStates.set(city.key, [...(cityStates.get(city.key) ?? []), city]);
  for (const list of cityStates.values()) list.sort((a, b) => b.zipCount - a.zipCount || a.state.localeCompare(b.state));

  const stateByName = new Map<string, StateCode>();
  for (const s of US_STATES) {
    stateByName.set(s.label.toLowerCase(), s.code);
    stateByName.set(s.code.toLowerCase(), s.code);
  }
  stateByName.set('washington dc', 'DC');
  stateByName.set('washington d.c.', 'DC');

  return { zips: [...zipPlace.keys()].sort(), zipPlace, prefixState, cities, cityStates, stateByName };
}

let index: PlaceIndex | undefined;

/** The place index, built on first use (about 40,000 ZIP codes; ~100 ms once per process). */
export function placeIndex(): PlaceIndex {
  index ??= build();
  return index;
}

/** The first position in a sorted list whose key is not below `prefix`. */
export function lowerBound<T>(list: readonly T[], prefix: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(list[mid] as T) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The items of a sorted list whose key starts with `prefix`, at most `max` of them. */
export function withPrefix<T>(list: readonly T[], prefix: string, keyOf: (item: T) => string, max = Infinity): T[] {
  const out: T[] = [];
  for (let i = lowerBound(list, prefix, keyOf); i < list.length && out.length < max; i++) {
    const item = list[i] as T;
    if (!keyOf(item).startsWith(prefix)) break;
    out.push(item);
  }
  return out;
}
