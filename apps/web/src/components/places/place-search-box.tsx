import type { PlaceSuggestion } from '@mx/contract/common-cities';
import { MapPin, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { withQueryClient } from '../../lib/query-client-loader.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';

const SuggestionSource = lazy(withQueryClient(() => import('./suggestion-source.tsx')));

export interface PlaceSearchBoxProps {
  /** Called with the trimmed text; never with empty text. */
  onSearch(text: string): void;
  label?: string;
  placeholder?: string;
  initialValue?: string;
  size?: 'md' | 'lg';
}

/**
 * A search box for a US place, a professional's name or a company, with place suggestions (ARIA
 * combobox): arrows move through them, Enter picks the highlighted one or searches the text, Escape
 * closes the list.
 */
export function PlaceSearchBox({ onSearch, label, placeholder, initialValue = '', size = 'lg' }: PlaceSearchBoxProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initialValue);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  /** Suggestions load once the visitor starts typing. */
  const [hasTyped, setTyped] = useState(false);
  const isShowing = isOpen && suggestions.length > 0 && text.trim().length >= 2;

  const search = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    setOpen(false);
    onSearch(trimmed);
  };

  const pick = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setText(suggestion.label);
    search(suggestion.label);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (suggestions.length ? (i + 1) % suggestions.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (suggestions.length ? (i <= 0 ? suggestions.length - 1 : i - 1) : -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && isShowing && active >= 0) {
      event.preventDefault();
      pick(active);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <form onSubmit={onSubmit} className="relative flex w-full flex-col gap-2 sm:flex-row">
      {hasTyped ? (
        <Suspense fallback={null}>
          <SuggestionSource text={text} onSuggestions={setSuggestions} />
        </Suspense>
      ) : null}
      <div className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          {label ?? t('directory.searchLabel')}
        </label>
        <MapPin
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isShowing}
          aria-controls={listId}
          aria-activedescendant={isShowing && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={text}
          placeholder={placeholder ?? t('directory.searchPlaceholder')}
          onChange={(e) => {
            setTyped(true);
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          // Options keep the focus on pressing (onMouseDown prevents the blur), so leaving closes at once.
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(
            'block w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30',
            size === 'lg' ? 'h-14' : 'h-11',
          )}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('directory.suggestedPlaces')}
          className={cn(
            'absolute left-0 right-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg',
            !isShowing && 'hidden',
          )}
        >
          {isShowing
            ? suggestions.map((s, i) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options are chosen with the input's arrow keys and Enter; focus stays in the input (aria-activedescendant).
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard path is the input's own key handler.
                <div
                  key={`${s.kind}-${s.label}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(i)}
                  onMouseEnter={() => setActive(i)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800',
                    i === active && 'bg-brand-50',
                  )}
                >
                  <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {s.label}
                </div>
              ))
            : null}
        </div>
      </div>
      <Button type="submit" size="lg" className={size === 'lg' ? 'h-14' : 'h-11'}>
        <Search className="size-5" aria-hidden="true" /> {t('directory.searchButton')}
      </Button>
    </form>
  );
}
