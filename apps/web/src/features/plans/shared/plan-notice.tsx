import { ShieldCheck } from 'lucide-react';
import { useT } from '../../../lib/i18n.tsx';

/** The fixed consumer-protection notice every plan page shows, word for word. */
export function PlanNotice() {
  const t = useT();
  return (
    <aside
      aria-label={t('plans.page.noticeLabel')}
      className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 print:border-slate-400 print:bg-white"
    >
      <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{t('plans.notice')}</p>
    </aside>
  );
}
