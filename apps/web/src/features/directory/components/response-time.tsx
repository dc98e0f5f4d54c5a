import type { MessageId } from '@mx/contract/i18n/catalogues';
import type { ResponseTime } from '@mx/contract/response-time';
import { Clock } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';

/** Each figure's sentence in the catalogue. */
export const RESPONDS: Record<ResponseTime, MessageId> = {
  hour: 'profile.respondsHour',
  hours: 'profile.respondsHours',
  day: 'profile.respondsDay',
  days: 'profile.respondsDays',
};

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
  const t = useT();
  if (!value) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-slate-700', textClass, className)}>
      <Clock className="size-4 text-slate-500" aria-hidden="true" /> {t(RESPONDS[value])}
    </p>
  );
}
