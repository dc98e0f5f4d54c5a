import { SEARCH_TEXT_MAX } from '@mx/contract/limits';
import { Search } from 'lucide-react';
import { Input } from '../ui/input.tsx';

/** A labelled search box with its icon. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}) {
  return (
    // The whole row on a phone; on a desktop wide enough for the longest placeholder to show whole.
    <div className="relative w-full sm:max-w-lg">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => onChange(e.target.value)}
        // The browser's clear button keeps its place while hidden: the empty box gives its placeholder that room too.
        className="pl-9 [&:placeholder-shown::-webkit-search-cancel-button]:hidden"
      />
    </div>
  );
}
