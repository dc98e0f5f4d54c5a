import { useT } from '../../lib/i18n.tsx';
import { cn } from './cn.ts';

/** A page or part still loading; its name is 'Loading' in the page's language unless given. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
