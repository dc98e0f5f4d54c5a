import { describe, expect, it } from 'vitest';
import { backToResultsHrefFrom } from './back-link.ts';

const ORIGIN = 'https://mortgagexperts.example';
const none = { referrer: '', origin: ORIGIN, lastSearch: null };

describe('backToResultsHrefFrom: the profile page’s Back to search results', () => {
  it('returns to the results the visitor came from in the app first', () => {
    expect(
      backToResultsHrefFrom({
        ...none,
        fromSearch: 'search=Austin&page=2',
        urlState: 'tx',
        referrer: `${ORIGIN}/mortgageexperts?search=Dallas`,
        lastSearch: 'search=Houston',
      }),
    ).toBe('/mortgageexperts?search=Austin&page=2');
  });

  it('otherwise searches the state the profile URL names, in capitals', () => {
    expect(backToResultsHrefFrom({ ...none, urlState: 'tx', lastSearch: 'search=Houston' })).toBe('/mortgageexperts?search=TX');
  });

  it('skips the state when the URL says all, in any case', () => {
    expect(backToResultsHrefFrom({ ...none, urlState: 'ALL' })).toBe('/mortgageexperts');
    expect(backToResultsHrefFrom({ ...none, urlState: 'all', lastSearch: 'search=Houston' })).toBe(
      '/mortgageexperts?search=Houston',
    );
  });

  it('otherwise takes the search of a directory page of this site the visitor arrived from', () => {
    expect(
      backToResultsHrefFrom({
        ...none,
        urlState: 'all',
        referrer: `${ORIGIN}/mortgageexperts?search=Miami&states=FL`,
        lastSearch: 'search=Houston',
      }),
    ).toBe('/mortgageexperts?search=Miami&states=FL');
  });

  it('ignores a referrer from another site, another page or a directory without a search', () => {
    for (const referrer of [
      'https://elsewhere.example/mortgageexperts?search=Miami',
      `${ORIGIN}/xperts/tx/CX123?search=Miami`,
      `${ORIGIN}/mortgageexperts`,
      `${ORIGIN}/mortgageexperts?page=2`,
      'not a url at all ::',
    ]) {
      expect(backToResultsHrefFrom({ ...none, referrer, lastSearch: 'search=Houston' }), referrer).toBe(
        '/mortgageexperts?search=Houston',
      );
    }
  });

  it('otherwise returns to the last search of the session, else to the plain directory', () => {
    expect(backToResultsHrefFrom({ ...none, lastSearch: 'search=Reno&page=3' })).toBe('/mortgageexperts?search=Reno&page=3');
    expect(backToResultsHrefFrom(none)).toBe('/mortgageexperts');
    expect(backToResultsHrefFrom({ ...none, fromSearch: '' })).toBe('/mortgageexperts');
  });
});
