import {
  ILLUSTRATIVE_RATES,
  illustratePayments,
  PAYMENT_LIMITS,
  type PaymentIllustration as Payments,
} from '@mx/contract/plan-payments';
import type { PaymentIllustrationForm } from '@mx/contract/plan-payments-form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { TableHead } from '../../../../components/ui/table-head.tsx';
import { formatDollars } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { lazyZodResolver } from '../../../../lib/lazy-resolver.ts';

const resolver = lazyZodResolver<PaymentIllustrationForm>(() =>
  import('@mx/contract/plan-payments-form').then((m) => m.paymentIllustrationForm),
);

const FOOTNOTE_ID = 'payments-footnote';

/**
 * What a better score is worth (an illustration, computed in the browser from the contract's sample
 * rates): the monthly payment at the current middle score and at the target.
 */
export function PaymentIllustration({
  currentScore,
  targetScore,
  loanAmount,
}: {
  currentScore: number | null;
  targetScore: number | null;
  loanAmount: number | null;
}) {
  const [result, setResult] = useState<{ payments: Payments; termYears: number } | null>(null);
  const form = useForm<PaymentIllustrationForm>({
    resolver,
    defaultValues: { loanAmount: loanAmount ?? undefined, termYears: PAYMENT_LIMITS.termYearsDefault },
  });
  const { errors } = form.formState;
  const t = useT();
  const onSubmit = form.handleSubmit((values) => {
    if (currentScore === null || targetScore === null) return;
    setResult({ payments: illustratePayments({ currentScore, targetScore, ...values }), termYears: values.termYears });
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="payments-title" className="text-xl font-semibold text-slate-900">
          {t('plans.pay.title')}
        </h2>
        <Badge tone="warning">{t('plans.pay.label')}</Badge>
      </div>
      <p className="text-slate-700">{t('plans.pay.intro')}</p>
      {currentScore === null || targetScore === null ? (
        <p className="text-slate-700">{t('plans.pay.noScores')}</p>
      ) : (
        <>
          <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4 print:hidden">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('plans.pay.loanAmount')} error={errors.loanAmount?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1000}
                  step={1000}
                  {...form.register('loanAmount', { valueAsNumber: true })}
                />
              </FormField>
              <FormField label={t('plans.pay.termYears')} hint={t('plans.pay.termYearsHint')} error={errors.termYears?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={PAYMENT_LIMITS.termYearsMin}
                  max={PAYMENT_LIMITS.termYearsMax}
                  {...form.register('termYears', { valueAsNumber: true })}
                />
              </FormField>
            </div>
            <Button type="submit" variant="secondary">
              {t('plans.pay.show')}
            </Button>
          </form>
          <p className="text-sm text-slate-600">{t('plans.pay.middleScoreHint')}</p>
          {result ? (
            <div aria-live="polite">
              <dl aria-label={t('plans.pay.resultsLabel')} className="grid gap-4 sm:grid-cols-2">
                <PaymentBox
                  label={t('plans.pay.atCurrent', { score: result.payments.current.score })}
                  at={result.payments.current}
                />
                <PaymentBox
                  label={t('plans.pay.atTarget', { score: result.payments.target.score })}
                  at={result.payments.target}
                  isTarget
                />
              </dl>
              <p className="mt-3 font-medium text-slate-900">
                {result.payments.monthlySaving > 0
                  ? t('plans.pay.saving', {
                      saving: formatDollars(result.payments.monthlySaving),
                      total: formatDollars(result.payments.monthlySaving * 12 * result.termYears),
                      years: result.termYears,
                    })
                  : t('plans.pay.sameRate')}
              </p>
            </div>
          ) : null}
        </>
      )}
      <p className="text-sm text-slate-600">
        {t('plans.pay.footnoteMark')}{' '}
        <a href={`#${FOOTNOTE_ID}`} className="font-medium text-brand-700 underline">
          {t('plans.pay.footnoteLink')}
        </a>
      </p>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700">{t('plans.pay.ratesTable')}</summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">{t('plans.pay.ratesTable')}</caption>
          <TableHead
            headings={[
              [t('plans.pay.scoreBand'), 'py-1 pr-6 font-semibold'],
              [t('plans.pay.sampleRate'), 'py-1 font-semibold'],
            ]}
          />
          <tbody>
            {ILLUSTRATIVE_RATES.map((band, i) => (
              <tr key={band.minScore}>
                <td className="py-0.5 pr-6">{bandLabel(t, band.minScore, ILLUSTRATIVE_RATES[i - 1]?.minScore)}</td>
                <td className="py-0.5 tabular-nums">{band.ratePercent.toFixed(2)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p id={FOOTNOTE_ID} className="text-sm text-slate-600">
        {t('plans.pay.footnote')}
      </p>
    </div>
  );
}

/** A score band of the rates table: '620 to 679', or '760 or higher' for the top one. */
function bandLabel(t: ReturnType<typeof useT>, minScore: number, nextMin: number | undefined): string {
  return nextMin === undefined
    ? t('plans.pay.bandFrom', { min: minScore })
    : t('plans.pay.band', { min: minScore, max: nextMin - 1 });
}

/** One payment: at the current middle score (grey) or at the target (green). */
function PaymentBox({ label, at, isTarget = false }: { label: string; at: Payments['current']; isTarget?: boolean }) {
  const t = useT();
  const tone = isTarget ? 'text-green-900' : 'text-slate-700';
  return (
    <div
      className={
        isTarget ? 'rounded-xl bg-green-50 p-5 ring-1 ring-green-200' : 'rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200'
      }
    >
      <dt className={`text-sm ${tone}`}>{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${isTarget ? 'text-green-900' : 'text-slate-900'}`}>
        {t('plans.pay.perMonth', { payment: formatDollars(at.payment) })}
      </dd>
      <dd className={`text-sm ${tone}`}>{t('plans.pay.rate', { rate: at.ratePercent.toFixed(2) })}</dd>
    </div>
  );
}
