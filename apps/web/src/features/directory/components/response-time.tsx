import { type ResponseTime, responseTimeText } from '@mx/contract/response-time';
import { Clock } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';

/** 'Usually responds within …' on a directory card and the profile header; nothing until there is a figure. */
export function ResponseTimeNote({
  value,
  className,
  textClass = 'text-sm',
}: {
  value: ResponseTime | null;
  className?: string;
  /** The text size: smaller on a phone's directory card. */
  textClass?: string;
}) {
  if (!value) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-slate-700', textClass, className)}>
      <Clock className="size-4 text-slate-500" aria-hidden="true" /> {responseTimeText(value)}
    </p>
  );
}
