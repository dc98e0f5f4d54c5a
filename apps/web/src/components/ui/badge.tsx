import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-orange-50 text-orange-900 ring-orange-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  purple: 'bg-purple-50 text-purple-900 ring-purple-200',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small label: a status, a type, an expertise. */
export function Badge({ tone = 'brand', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[tone], className)}
    >
      {children}
    </span>
  );
}
