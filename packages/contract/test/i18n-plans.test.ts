import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en-US/plans.ts';
import { CLIENT_PLAN_TEXT, PLAN_DOCUMENTS_TEXT, PLAN_PAGE_TEXT } from '../src/plan-page-texts.ts';
import { PAYMENT_TEXT } from '../src/plan-payments.ts';
import { PLAN_PRO_TEXT } from '../src/plan-pro-texts.ts';
import { copAnswerLines, PLAN_TEXT } from '../src/plan-texts.ts';

const i18n = setupI18n({
  locale: 'en-US',
  messages: { 'en-US': Object.fromEntries(Object.entries(en).map(([key, text]) => [key, compileMessage(text)])) },
});
const t = (key: keyof typeof en, values?: Record<string, unknown>) => i18n._(key, values);
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The plans' English catalogue says what the contract's plan constants say, word for word, for any value. */
describe('the plans English catalogue', () => {
  it('writes the texts built from numbers as the constants do', () => {
    for (const n of [0, 1, 2, 7, 31, 120]) {
      expect(t('page.version', { n })).toBe(PLAN_PAGE_TEXT.version(n));
      expect(t('page.target', { score: 600 + n })).toBe(PLAN_PAGE_TEXT.target(600 + n));
      expect(t('page.chartLabelTarget', { target: 700 + n })).toBe(PLAN_PAGE_TEXT.chartLabel(700 + n));
      expect(t('page.tableCaptionTarget', { target: 700 + n })).toBe(PLAN_PAGE_TEXT.tableCaption(700 + n));
      expect(t('client.progress', { done: n, total: n + 3 })).toBe(CLIENT_PLAN_TEXT.progress(n, n + 3));
      expect(t('client.pointsOne', { min: n })).toBe(CLIENT_PLAN_TEXT.points(n, n));
      expect(t('client.estimatedOne', { min: n })).toBe(CLIENT_PLAN_TEXT.estimated(n, n));
      expect(n === 0 ? t('client.estimatedUpTo', { max: n + 5 }) : t('client.estimated', { min: n, max: n + 5 })).toBe(
        CLIENT_PLAN_TEXT.estimated(n, n + 5),
      );
      expect(n === 0 ? t('client.pointsUpTo', { max: n + 5 }) : t('client.points', { min: n, max: n + 5 })).toBe(
        CLIENT_PLAN_TEXT.points(n, n + 5),
      );
      expect(t('client.doneOfTotal', { done: n, total: n + 3 })).toBe(CLIENT_PLAN_TEXT.doneOfTotal(n, n + 3));
      expect(t('client.statementDay', { day: n })).toBe(CLIENT_PLAN_TEXT.statementDay(n));
      expect(t('client.amount', { amount: dollars(n * 1234) })).toBe(CLIENT_PLAN_TEXT.amount(n * 1234));
      expect(t('docs.count', { n, max: 20 })).toBe(PLAN_DOCUMENTS_TEXT.count(n, 20));
      expect(t('pro.progress', { done: n, total: n + 1 })).toBe(PLAN_PRO_TEXT.progress(n, n + 1));
      expect(t('pro.statementOn', { day: n })).toBe(PLAN_PRO_TEXT.statementOn(n));
      expect(t('pro.publish', { version: n })).toBe(PLAN_PRO_TEXT.publish(n));
      expect(t('pro.published', { version: n })).toBe(PLAN_TEXT.published(n));
      expect(n === 0 ? t('pro.draftLine') : t('pro.versionLine', { version: n })).toBe(PLAN_PRO_TEXT.versionLine(n));
      expect(n === 0 ? t('pro.waitingNone') : t('pro.waitingCount', { n })).toBe(PLAN_PRO_TEXT.waitingDocumentsCount(n));
      expect(t('pay.atCurrent', { score: 600 + n })).toBe(PAYMENT_TEXT.atCurrent(600 + n));
      expect(t('pay.perMonth', { payment: dollars(n * 1001) })).toBe(PAYMENT_TEXT.perMonth(n * 1001));
      expect(t('pay.rate', { rate: (n / 7).toFixed(2) })).toBe(PAYMENT_TEXT.rate(n / 7));
      expect(t('pay.bandFrom', { min: 700 + n })).toBe(PAYMENT_TEXT.bandLabel(700 + n, null));
      expect(t('pay.band', { min: 600 + n, max: 659 })).toBe(PAYMENT_TEXT.bandLabel(600 + n, 660));
    }
  });

  it('says how far the re-pull date is as the constant does', () => {
    for (const days of [-400, -2, -1, 0, 1, 2, 45]) {
      const text =
        days > 0 ? t('client.daysLeft', { days }) : days === 0 ? t('client.repullToday') : t('client.daysAgo', { days: -days });
      expect(text).toBe(CLIENT_PLAN_TEXT.daysLeft(days));
    }
  });

  it('writes the payment saving and the COP answers as the constants do', () => {
    expect(t('pay.saving', { saving: dollars(85), total: dollars(85 * 12 * 30), years: 30 })).toBe(PAYMENT_TEXT.saving(85, 30));
    expect(t('pay.sameRate')).toBe(PAYMENT_TEXT.saving(0, 30));
    const lines = copAnswerLines({
      believedScoreRange: '620-659',
      targetScore: 720,
      timeline: '3-6-months',
      loanAmount: 350000,
      zip: '78701',
    });
    expect([
      t('answer.believedScore', { range: t('scoreRange.620-659') }),
      t('answer.targetScore', { score: 720 }),
      t('answer.timeline', { timeline: t('timeline.3-6-months') }),
      t('answer.loanAmount', { amount: dollars(350000) }),
      t('answer.zip', { zip: '78701' }),
    ]).toEqual(lines);
  });
});
