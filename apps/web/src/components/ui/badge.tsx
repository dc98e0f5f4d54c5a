import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-100 text-brand-900',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-orange-100 text-orange-900',
  danger: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-900',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small label: a status, a type, an expertise. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>
      {children}
    </span>
  );
}
