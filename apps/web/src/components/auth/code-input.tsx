import type { InputHTMLAttributes } from 'react';
import { Input } from '../ui/input.tsx';

/** A two-factor code field: six digits from the app (the phone's keypad), or a recovery code. */
export function CodeInput({
  value,
  onChange,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={40}
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
