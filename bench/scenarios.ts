/** The requests of the directory benchmark (bench/README.md). */

const DIRECTORY = '/api/public/mxperts';

/** (a) broad: two states, two loan types, page 1. */
export const BROAD = 'states=CA,TX&loanTypes=conventional,fha&page=1';

/** (b) narrow: a name or company text and five filter values. */
export const NARROW = 'search=cornerstone&states=CA,TX&loanTypes=fha&mortgageTypes=purchase&languages=english&page=1';

/** (f) the broad search best rated first, (g) most experienced first, (h) four stars and up. */
export const BY_RATING = `${BROAD}&sort=rating`;
export const BY_EXPERIENCE = `${BROAD}&sort=experience`;
export const FOUR_STARS = `${BROAD}&minRating=4`;
/** (i) the whole directory best rated first, four stars and up: the rating index alone. */
export const ALL_FOUR_STARS_BY_RATING = 'minRating=4&sort=rating&page=3';

/** Places people search, most popular first (a city, a state, a ZIP code). */
const PLACES = [
  'Austin, TX',
  'Los Angeles, CA',
  'New York, NY',
  'Houston, TX',
  'Miami, FL',
  'Chicago, IL',
  'Texas',
  'California',
  'Phoenix, AZ',
  'San Diego, CA',
  'Dallas, TX',
  'Seattle, WA',
  'Denver, CO',
  'Atlanta, GA',
  'Florida',
  '78701',
  '90210',
  'Orlando, FL',
  'Boston, MA',
  'Charlotte, NC',
  'Philadelphia, PA',
  'San Francisco, CA',
  'Nashville, TN',
  'Las Vegas, NV',
  'Portland, OR',
  'Columbus, OH',
  '10001',
  'Tampa, FL',
  'New York',
  'Raleigh, NC',
  'Salt Lake City, UT',
  'Kansas City, MO',
  'Minneapolis, MN',
  'Detroit, MI',
  'Sacramento, CA',
  '33101',
  'Ohio',
  'Georgia',
  'Washington, DC',
  'Baltimore, MD',
];
const FILTERS = [
  'loanTypes=fha',
  'loanTypes=va',
  'loanTypes=conventional,fha',
  'mortgageTypes=purchase',
  'mortgageTypes=refi',
  'languages=spanish',
  'loanTypes=jumbo&mortgageTypes=investment',
  'mortgageTypes=first-time-home-buyer&loanTypes=fha',
];

/** A small deterministic generator, so every run asks the same things in the same order. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Popular things are asked more: the k-th item with weight 1/(k+1). */
function zipfPick<T>(items: readonly T[], random: () => number): T {
  const weights = items.map((_, k) => 1 / (k + 1));
  let x = random() * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < items.length; k++) {
    x -= weights[k] as number;
    if (x <= 0) return items[k] as T;
  }
  return items[items.length - 1] as T;
}

/**
 * (c) a realistic mix: mostly a place and page 1 (60 %), then later pages of a place (15 %), a
 * place with filters (15 %), and later pages of those (10 %).
 */
export function realisticMix(count = 2000, seed = 42): string[] {
  const random = mulberry32(seed);
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    const place = `search=${encodeURIComponent(zipfPick(PLACES, random))}`;
    const roll = random();
    const page = 2 + Math.floor(random() * 3);
    if (roll < 0.6) queries.push(`${place}&page=1`);
    else if (roll < 0.75) queries.push(`${place}&page=${page}`);
    else if (roll < 0.9) queries.push(`${place}&${zipfPick(FILTERS, random)}&page=1`);
    else queries.push(`${place}&${zipfPick(FILTERS, random)}&page=${page}`);
  }
  return queries;
}

export const directoryPath = (query: string) => `${DIRECTORY}?${query}`;
export const naivePath = (query: string) => `/api/bench/naive?${query}`;
export const HELLO_PATH = '/api/bench/hello';
