import { PLAN_PAGE_TEXT } from '@mx/contract/plan-page-texts';
import { PLAN_NOTICE } from '@mx/contract/plan-texts';
import { ShieldCheck } from 'lucide-react';

/** The fixed consumer-protection notice every plan page shows, word for word. */
export function PlanNotice() {
  return (
    <aside
      aria-label={PLAN_PAGE_TEXT.noticeLabel}
      className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 print:border-slate-400 print:bg-white"
    >
      <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{PLAN_NOTICE}</p>
    </aside>
  );
}
