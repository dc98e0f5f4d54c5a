/** The directory page: the search box, the count, the filters and the cards. */
import { DIRECTORY_SORT_OPTIONS } from '../../directory-params.ts';
import { SEARCH_TEXTS } from '../../search-texts.ts';
import { optionLabels } from '../messages.ts';

export default {
  searchLabel: SEARCH_TEXTS.label,
  searchPlaceholder: SEARCH_TEXTS.placeholder,
  suggestedPlaces: 'Suggested places',
  searchButton: 'Search',
  emptyTitle: 'Search for MortgageXperts in your area',
  emptyText: 'No results found, please use the search on the homepage',
  searching: 'Searching MortgageXperts for “{search}”',
  found:
    '{count, plural, one {We found {count} MortgageXpert that can help you...} other {We found {count} MortgageXperts that can help you...}}',
  readingNameThenState: 'MortgageXperts whose name or company matches “{search}” first, then those licensed in {state}.',
  readingName: 'MortgageXperts whose name or company matches “{search}”.',
  readingState: 'Showing MortgageXperts licensed in {state}.',
  loading: 'Loading MortgageXperts',
  loadError: 'Error loading mxperts: Failed to load mortgage experts. Please try again later.',
  noResults: 'No mortgage experts found, check back later for new experts',
  listLabel: 'MortgageXperts',
  filters: 'Filters',
  selected: ' selected',
  fourStars: '4 stars & up',
  sortBy: 'Sort by',
  ...optionLabels('sort', DIRECTORY_SORT_OPTIONS),
  clearFilters: 'Clear filters',
  filterLoanTypes: 'Loan types',
  filterMortgageTypes: 'Mortgage types',
  filterStates: 'States',
  filterLanguages: 'Languages',
  upTo: '(up to {cap})',
  fromYourSearch: '(from your search)',
  sideCardsLabel: 'Credit tips',
  didYouKnowTitle: 'Did you know?',
  didYouKnowText:
    '70% of applicants can raise their credit scores by at least 20 points in 30 days with a Credit Optimization Plan.*',
  creditMattersTitle: 'Credit Matters',
  creditMattersText:
    'Going from 640 to 680 can lower your rate: in this illustration that is $158 less every month, and $131 less for mortgage insurance.*',
  showResultsLoading: 'Show results',
  showResults: '{count, plural, one {Show {count} result} other {Show {count} results}}',
  contact: 'Contact',
  contactName: 'Contact {name}',
  nmlsId: 'NMLS ID: {nmlsId}',
  yearsLabel: 'Years of experience',
  years: '{count, plural, one {{count} year of experience} other {{count} years of experience}}',
  scoresLabel: 'Scores optimized',
  scores: '{count} scores optimized',
  expertise: 'Expertise',
  speaksSpanish: 'Habla español',
  // A company's logo, named for screen readers, and the word shown for a company without a name.
  companyLogo: '{company} logo',
  company: 'Company',
} as const;
