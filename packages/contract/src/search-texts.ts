/**
 * The directory's search box and the line above the results that says how the search text was read
 * (docs/decisions/109-search-finds-people.md): a place, a professional's name or company, or both.
 * The line's texts are in the directory's catalogue (i18n/<locale>/directory.ts).
 */
export const SEARCH_TEXTS = {
  label: 'City, state, ZIP code, name or company',
  placeholder: 'City, state, ZIP, name or company',
} as const;
