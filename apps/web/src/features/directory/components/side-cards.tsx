import type { MessageId } from '@mx/contract/i18n/catalogues';
import { Lightbulb, type LucideIcon, TrendingUp } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** The side cards, each an icon in its colour, a title and a sentence. */
const CARDS: { icon: LucideIcon; iconClass: string; title: MessageId; text: MessageId }[] = [
  { icon: Lightbulb, iconClass: 'text-brand-700', title: 'directory.didYouKnowTitle', text: 'directory.didYouKnowText' },
  { icon: TrendingUp, iconClass: 'text-green-700', title: 'directory.creditMattersTitle', text: 'directory.creditMattersText' },
];

/** The directory's side cards: 'Did you know?' and 'Credit Matters', with the figures' footnote. */
export function SideCards() {
  const t = useT();
  return (
    <aside className="space-y-4" aria-label={t('directory.sideCardsLabel')}>
      {CARDS.map(({ icon: Icon, iconClass, title, text }) => (
        <Card key={title} className="p-5">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon className={`size-5 ${iconClass}`} aria-hidden="true" /> {t(title)}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t(text)}</p>
        </Card>
      ))}
      <p className="px-1 text-xs text-slate-600">{t('landing.figuresFootnote')}</p>
    </aside>
  );
}
