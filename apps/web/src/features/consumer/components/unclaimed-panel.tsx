import type { UnclaimedItem } from '@mx/contract/consumer';
import { ShieldQuestionMark } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useChooseUnclaimed, useUnclaimed } from '../api/unclaimed.ts';

/**
 * 'Sent before you had an account: was this you?' (docs/decisions/099): guest items sent with the
 * consumer's address before the account existed. Nothing shows while none waits; each item is
 * confirmed or declined on its own, or all are confirmed at once.
 */
export function UnclaimedPanel({ className }: { className?: string }) {
  const unclaimed = useUnclaimed();
  const choose = useChooseUnclaimed();
  const [said, setSaid] = useState<string | null>(null);
  const titleId = useId();
  const t = useT();

  const items = unclaimed.data ?? [];
  if (items.length === 0 && !said) return null;

  const run = (choice: 'confirm' | 'decline', body: Parameters<typeof choose.mutate>[0]['body']) => {
    setSaid(null);
    choose.mutate(
      { choice, body },
      {
        onSuccess: ({ count }) =>
          setSaid(
            count === 0
              ? t('consumer.unclaimedNothing')
              : choice === 'confirm'
                ? t('consumer.unclaimedConfirmed', { count })
                : t('consumer.unclaimedDeclined', { count }),
          ),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className={className}>
      {items.length > 0 ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
          <h2 id={titleId} className="flex items-start gap-2 text-lg font-semibold text-slate-900">
            <ShieldQuestionMark className="mt-1 size-5 shrink-0 text-amber-800" aria-hidden="true" />
            {t('consumer.unclaimedTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-800">{t('consumer.unclaimedIntro')}</p>
          <ul className="mt-4 grid gap-3">
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <UnclaimedRow
                  item={item}
                  busy={choose.isPending}
                  onConfirm={() => run('confirm', { items: [{ kind: item.kind, id: item.id }] })}
                  onDecline={() => run('decline', { items: [{ kind: item.kind, id: item.id }] })}
                />
              </li>
            ))}
          </ul>
          {items.length > 1 ? (
            <Button className="mt-4 w-full sm:w-auto" isLoading={choose.isPending} onClick={() => run('confirm', { all: true })}>
              {t('consumer.unclaimedConfirmAll')}
            </Button>
          ) : null}
        </div>
      ) : (
        <h2 id={titleId} className="sr-only">
          {t('consumer.unclaimedTitle')}
        </h2>
      )}
      {choose.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(choose.error, t('consumer.unclaimedFailed'))}
        </Alert>
      ) : null}
      {said ? (
        <Alert tone="success" className="mt-3">
          {said}
        </Alert>
      ) : null}
    </section>
  );
}

function UnclaimedRow({
  item,
  busy,
  onConfirm,
  onDecline,
}: {
  item: UnclaimedItem;
  busy: boolean;
  onConfirm(): void;
  onDecline(): void;
}) {
  const t = useT();
  const kind = item.kind === 'message' ? t('consumer.unclaimedMessage') : t('consumer.unclaimedCop');
  const label = t('consumer.unclaimedItem', { kind, name: item.professionalName });
  return (
    <article
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">
          {t('consumer.unclaimedSentAs', { date: formatDate(item.sentAt), name: item.senderName })}
        </p>
        <p className="mt-1 break-words text-sm text-slate-800">“{item.firstWords}”</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={busy} onClick={onConfirm} aria-label={`${t('consumer.unclaimedConfirm')}: ${label}`}>
          {t('consumer.unclaimedConfirm')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onDecline}
          aria-label={`${t('consumer.unclaimedDecline')}: ${label}`}
        >
          {t('consumer.unclaimedDecline')}
        </Button>
      </div>
    </article>
  );
}
