import { describe, expect, it } from 'vitest';
import { resolveState } from '../../src/modules/places/resolve-state.ts';

describe('resolveState: the directory search text to a US state', () => {
  const cases: [string, string | null][] = [
    // 5-digit ZIP codes, with a +4 suffix, and the label our ZIP suggestions carry
    ['78701', 'TX'],
    ['10001', 'NY'],
    ['90210', 'CA'],
    ['02108', 'MA'],
    ['20500', 'DC'],
    ['98101-1234', 'WA'],
    ['78701 (Austin, TX)', 'TX'],
    ['Austin, TX 78701', 'TX'],
    // ZIP prefixes
    ['787', 'TX'],
    ['100', 'NY'],
    ['9021', 'CA'],
    ['606', 'IL'],
    // 'City, ST' and 'City, State'
    ['Austin, TX', 'TX'],
    ['austin,tx', 'TX'],
    ['Portland, ME', 'ME'],
    ['Kansas City, KS', 'KS'],
    ['Washington, DC', 'DC'],
    ['Miami, Florida', 'FL'],
    ['Denver, CO, USA', 'CO'],
    ['St. Louis, MO', 'MO'],
    // city names alone: the state where the city is biggest
    ['Austin', 'TX'],
    ['Portland', 'OR'],
    ['Springfield', 'IL'],
    ['Kansas City', 'MO'],
    ['  los   angeles ', 'CA'],
    ['St. Louis', 'MO'],
    ['Ft Worth', 'TX'],
    // state names and abbreviations, in any case
    ['Texas', 'TX'],
    ['new york', 'NY'],
    ['NORTH CAROLINA', 'NC'],
    ['District of Columbia', 'DC'],
    ['Washington', 'WA'],
    ['tx', 'TX'],
    ['CA', 'CA'],
    ['In', 'IN'],
    // text ending in a state
    ['Dallas Texas', 'TX'],
    ['Austin TX', 'TX'],
    // nonsense, territories and foreign places resolve to nothing
    ['', null],
    ['   ', null],
    ['asdfghjkl', null],
    ['Lone Star Mortgage', null],
    ['James Carter', null],
    ['12', null],
    ['00000', null],
    ['San Juan, PR', null],
    ['Toronto, Canada', null],
    ['Paris, France', null],
    ['Grace In', null],
  ];

  it.each(cases)('%j resolves to %s', (text, state) => {
    expect(resolveState(text)).toBe(state);
  });
});
