import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const BASE =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-600';
/** Read-only text fields look set; a select always matches :read-only, so it does not get this. */
const FIELD = `${BASE} read-only:bg-slate-100`;

export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(FIELD, 'h-11', className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(FIELD, 'min-h-28 py-2', className)} {...props} />;
}

export function Select({ className, ref, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} className={cn(BASE, 'h-11', className)} {...props} />;
}

/** A select's options, one per code, each shown by its label. */
export function Options({ options }: { options: readonly { code: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.code} value={o.code}>
      {o.label}
    </option>
  ));
}
