import type { PlaceSuggestion } from '@mx/contract/common-cities';
import { useEffect } from 'react';
import { usePlaceSuggestions } from '../../lib/api/places.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/**
 * Fetches the suggestions for the box's text and hands them up. A component of its own so that its
 * code (the query layer) loads on the first keystroke, not with the page.
 */
export default function SuggestionSource({ text, onSuggestions }: { text: string; onSuggestions(s: PlaceSuggestion[]): void }) {
  const debounced = useDebouncedValue(text, 150);
  const { data } = usePlaceSuggestions(debounced);
  useEffect(() => {
    onSuggestions(data ?? []);
  }, [data, onSuggestions]);
  return null;
}
