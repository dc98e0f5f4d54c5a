import { FIGURES_FOOTNOTE } from '@mx/contract/trust-texts';
import { Lightbulb, TrendingUp } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** The directory's side cards: 'Did you know?' and 'Credit Matters'. */
export function SideCards() {
  return (
    <aside className="space-y-4" aria-label="Credit tips">
      <Card className="p-5">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Lightbulb className="size-5 text-brand-700" aria-hidden="true" /> Did you know?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          70% of applicants can raise their credit scores by at least 20 points in 30 days with a Credit Optimization Plan.*
        </p>
      </Card>
      <Card className="p-5">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <TrendingUp className="size-5 text-green-700" aria-hidden="true" /> Credit Matters
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Going from 640 to 680 can lower your rate: in this illustration that is $158 less every month, and $131 less for
          mortgage insurance.*
        </p>
      </Card>
      <p className="px-1 text-xs text-slate-600">{FIGURES_FOOTNOTE}</p>
    </aside>
  );
}
