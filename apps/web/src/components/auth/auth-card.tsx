import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';

/** The centered card every authentication page sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-slate-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t border-slate-100 pt-6 text-center text-sm text-slate-700">{footer}</div> : null}
      </Card>
    </div>
  );
}
