import { Lightbulb, TrendingUp } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** The directory's side cards: 'Did you know?' and 'Credit Matters', with the figures' footnote. */
export function SideCards() {
  const t = useT();
  return (
    <aside className="space-y-4" aria-label={t('directory.sideCardsLabel')}>
      <Card className="p-5">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Lightbulb className="size-5 text-brand-700" aria-hidden="true" /> {t('directory.didYouKnowTitle')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t('directory.didYouKnowText')}</p>
      </Card>
      <Card className="p-5">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <TrendingUp className="size-5 text-green-700" aria-hidden="true" /> {t('directory.creditMattersTitle')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t('directory.creditMattersText')}</p>
      </Card>
      <p className="px-1 text-xs text-slate-600">{t('landing.figuresFootnote')}</p>
    </aside>
  );
}
