import type { Option } from '@mx/contract';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateSentence } from '../../lib/page-texts.ts';
import { cn } from './cn.ts';

export interface CheckboxGroupProps {
  legend: string;
  options: readonly Option[];
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Columns on wide screens; long lists (the states) scroll inside the box. */
  columns?: 2 | 3 | 4;
  scroll?: boolean;
  /** How many are chosen, in the page's language: '(2 selected)'. */
  countText?(count: number): string;
}

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-3 lg:grid-cols-4' } as const;

/** A labelled set of checkboxes choosing codes from one vocabulary (multi-select fields). */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  disabled,
  columns = 3,
  scroll,
  countText = (count) => `(${count} selected)`,
}: CheckboxGroupProps) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? options.map((o) => o.code).filter((c) => c === code || chosen.has(c)) : value.filter((c) => c !== code));
  return (
    <fieldset
      className="space-y-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
      disabled={disabled}
    >
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {value.length > 0 ? <span className="ml-2 font-normal text-slate-600">{countText(value.length)}</span> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div
        className={cn(
          'grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3',
          COLUMNS[columns],
          scroll && 'max-h-64 overflow-y-auto',
          error && 'border-red-600',
        )}
      >
        {options.map((option) => (
          <label key={option.code} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400 accent-brand-700"
              checked={chosen.has(option.code)}
              onChange={(e) => toggle(option.code, e.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A CheckboxGroup bound to a react-hook-form field (value, change and the field's message). */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPath<T> } & Omit<CheckboxGroupProps, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          {...props}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message && translateSentence(fieldState.error.message)}
        />
      )}
    />
  );
}
