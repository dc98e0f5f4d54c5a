import { useId } from 'react';
import { cn } from './cn.ts';
import { Options } from './input.tsx';

/** A list's sort order: a small select with its label beside it. */
export function SortSelect<C extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: C;
  options: readonly { code: C; label: string }[];
  onChange(code: C): void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as C)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        <Options options={options} />
      </select>
    </div>
  );
}
