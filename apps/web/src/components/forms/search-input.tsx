import { SEARCH_TEXT_MAX } from '@mx/contract/limits';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../ui/input.tsx';

/**
 * A labelled search box with its icon. What one may search by goes in `placeholder` when it is short
 * enough to show whole in the box on a 390 px phone, and in `hint` otherwise: a line under the box, in
 * full and wrapping if need be, that stays while the user types and that screen readers read with the box.
 */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  hint,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  hint?: string;
}) {
  const hintId = `${useId()}-hint`;
  return (
    // The whole row on a phone; on a desktop wide enough for the longest placeholder to show whole.
    <div className="w-full sm:max-w-lg">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={label}
          aria-describedby={hint ? hintId : undefined}
          placeholder={placeholder}
          value={value}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(e) => onChange(e.target.value)}
          // The browser's clear button keeps its place while hidden: the empty box gives its placeholder that room too.
          className="pl-9 [&:placeholder-shown::-webkit-search-cancel-button]:hidden"
        />
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
