import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn.ts';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-white text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50',
  outline: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  warning: 'bg-orange-700 text-white hover:bg-orange-800',
  /** On a dark brand background. */
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
  inverseOutline: 'bg-transparent text-white ring-1 ring-white hover:bg-white/10',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export interface ButtonLook {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** The classes of a button, for anything that should look like one. */
export function buttonClassName({ variant = 'primary', size = 'md' }: ButtonLook = {}, className?: string): string {
  return cn(
    // Every variant looks unavailable when disabled: faded, with the not-allowed cursor.
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 disabled:saturate-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  isLoading?: boolean;
}

export function Button({ variant, size, isLoading, className, children, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size }, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? (
        <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
      ) : null}
      {children}
    </button>
  );
}

/** A link that looks like a button. */
export function LinkButton({ variant, size, className, ...props }: LinkProps & ButtonLook) {
  return <Link className={buttonClassName({ variant, size }, className)} {...props} />;
}
