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
    // Wide enough on a desktop for the longest placeholder (the professionals' in Spanish) to show whole.
    <div className="relative w-full sm:max-w-lg">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}
