/** A place suggestion: what the search boxes list (zod-free, so the landing page loads no validation code). */
export interface PlaceSuggestion {
  /** What the box shows and searches for: 'Austin, TX', '78701 (Austin, TX)', 'Texas'. */
  label: string;
  kind: 'city' | 'zip' | 'state';
  /** Two-letter state code the place is in. */
  state: string;
}

/** Shown when the places service cannot be reached (the landing page's fallback). */
export const COMMON_US_CITIES: readonly PlaceSuggestion[] = [
  ['New York', 'NY'],
  ['Los Angeles', 'CA'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Phoenix', 'AZ'],
  ['Philadelphia', 'PA'],
  ['San Antonio', 'TX'],
  ['San Diego', 'CA'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
  ['Jacksonville', 'FL'],
  ['San Jose', 'CA'],
  ['Fort Worth', 'TX'],
  ['Columbus', 'OH'],
  ['Charlotte', 'NC'],
  ['Indianapolis', 'IN'],
  ['San Francisco', 'CA'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['Oklahoma City', 'OK'],
  ['Nashville', 'TN'],
  ['Washington', 'DC'],
  ['El Paso', 'TX'],
  ['Las Vegas', 'NV'],
  ['Boston', 'MA'],
  ['Detroit', 'MI'],
  ['Portland', 'OR'],
  ['Louisville', 'KY'],
  ['Memphis', 'TN'],
  ['Baltimore', 'MD'],
  ['Milwaukee', 'WI'],
  ['Albuquerque', 'NM'],
  ['Tucson', 'AZ'],
  ['Fresno', 'CA'],
  ['Sacramento', 'CA'],
  ['Mesa', 'AZ'],
  ['Kansas City', 'MO'],
  ['Atlanta', 'GA'],
  ['Omaha', 'NE'],
  ['Colorado Springs', 'CO'],
  ['Raleigh', 'NC'],
  ['Miami', 'FL'],
  ['Minneapolis', 'MN'],
  ['Tulsa', 'OK'],
  ['Cleveland', 'OH'],
  ['Wichita', 'KS'],
  ['New Orleans', 'LA'],
  ['Tampa', 'FL'],
  ['Honolulu', 'HI'],
  ['Salt Lake City', 'UT'],
].map(([city, state]) => ({ label: `${city}, ${state}`, kind: 'city' as const, state: state as string }));
