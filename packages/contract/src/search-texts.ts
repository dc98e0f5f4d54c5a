/**
 * The directory's search box and the line above the results that says how the search text was read
 * (docs/decisions/109-search-finds-people.md): a place, a professional's name or company, or both.
 * Plain strings and functions, no schemas: the landing page's first load takes them.
 */
export const SEARCH_TEXTS = {
  label: 'City, state, ZIP code, name or company',
  placeholder: 'City, state, ZIP, name or company',
} as const;

/** The line under the count: who comes first and which state the rest are licensed in. */
export function searchReadingText(search: string, nameMatches: number, stateName: string | null): string | null {
  if (nameMatches > 0 && stateName)
    return `MortgageXperts whose name or company matches “${search}” first, then those licensed in ${stateName}.`;
  if (nameMatches > 0) return `MortgageXperts whose name or company matches “${search}”.`;
  if (stateName) return `Showing MortgageXperts licensed in ${stateName}.`;
  return null;
}
