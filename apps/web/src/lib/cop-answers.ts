import type { MessageId } from '@mx/contract/i18n/catalogues';
import { BELIEVED_SCORE_RANGE_CODES, PURCHASE_TIMELINE_CODES } from '@mx/contract/plan-texts';
import { formatDollars } from './format.ts';
import type { useT } from './i18n.tsx';

/** What a COP request's optional questions were answered with. */
export interface CopAnswers {
  believedScoreRange: string | null;
  targetScore: number | null;
  timeline: string | null;
  loanAmount: number | null;
  zip: string | null;
}

const isIn = (codes: readonly string[], code: string | null): code is string => code !== null && codes.includes(code);

/**
 * The client's answers to the COP request's optional questions in the page's language, one short line
 * each (none when unanswered); needs the `plans` namespace.
 */
export function copAnswerLinesIn(t: ReturnType<typeof useT>, a: CopAnswers): string[] {
  const lines: string[] = [];
  if (isIn(BELIEVED_SCORE_RANGE_CODES, a.believedScoreRange)) {
    lines.push(t('plans.answer.believedScore', { range: t(`plans.scoreRange.${a.believedScoreRange}` as MessageId) }));
  }
  if (a.targetScore !== null) lines.push(t('plans.answer.targetScore', { score: a.targetScore }));
  if (isIn(PURCHASE_TIMELINE_CODES, a.timeline)) {
    lines.push(t('plans.answer.timeline', { timeline: t(`plans.timeline.${a.timeline}` as MessageId) }));
  }
  if (a.loanAmount !== null) lines.push(t('plans.answer.loanAmount', { amount: formatDollars(a.loanAmount) }));
  if (a.zip !== null) lines.push(t('plans.answer.zip', { zip: a.zip }));
  return lines;
}
