import { type InputHTMLAttributes, type Ref, useRef } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { cn } from './cn.ts';

export type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /** The chosen file's name; null shows 'No file chosen'. */
  chosenName: string | null;
  /** The button's and the empty name's words, when not the catalogue's 'Choose file' and 'No file chosen'. */
  texts?: { choose: string; none: string };
};

/**
 * A file input whose chosen file's name wraps on a narrow screen instead of being cut off. The
 * native input stays the labelled, focusable control (and what screen readers announce); the button
 * and the name beside it only show it.
 */
export function FileInput({ chosenName, texts, className, ref, disabled, ...props }: FileInputProps) {
  const t = useT();
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <div className={cn('relative flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <input ref={setRef} type="file" disabled={disabled} className="peer sr-only" {...props} />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onClick={() => own.current?.click()}
        className="shrink-0 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-60 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
      >
        {texts?.choose ?? t('shell.chooseFile')}
      </button>
      <span aria-hidden="true" className="min-w-0 break-all text-sm text-slate-700">
        {chosenName ?? texts?.none ?? t('shell.noFileChosen')}
      </span>
    </div>
  );
}
