/**
 * The Credit Optimization Plan pages of both sides: the client's plans and plan, the professional's
 * plans and editor, their forms, dialogs and toasts. The texts are the contract's plan constants; a
 * text the constants build from a number is written here with its placeholders, the same words.
 */

import { CLIENT_PLAN_TEXT, PLAN_DOCUMENTS_TEXT, PLAN_PAGE_TEXT } from '../../plan-page-texts.ts';
import { PAYMENT_TEXT } from '../../plan-payments.ts';
import { PLAN_PRO_TEXT } from '../../plan-pro-texts.ts';
import {
  BELIEVED_SCORE_RANGES,
  PLAN_ACTION_KINDS,
  PLAN_NOTICE,
  PLAN_STATUS_LABELS,
  PLAN_TEXT,
  PURCHASE_TIMELINES,
} from '../../plan-texts.ts';
import { optionLabels } from '../messages.ts';

/** A constant's plain texts as catalogue entries, `<prefix>.<key>` (the texts built from values are added by hand). */
function plainTexts<const Prefix extends string, const T extends Record<string, unknown>>(
  prefix: Prefix,
  texts: T,
): { readonly [K in keyof T as T[K] extends string ? `${Prefix}.${K & string}` : never]: T[K] } {
  return Object.fromEntries(
    Object.entries(texts)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${prefix}.${key}`, text]),
  ) as never;
}

/** A placeholder where a constant's text takes a value: `{name}`. */
const arg = (name: string) => `{${name}}` as never;
/** A text whose dollar amount is a placeholder: the sign comes with the value, formatted for the language. */
const money = (text: string) => text.replaceAll('${', '{');

export default {
  notice: PLAN_NOTICE,
  'status.draft': PLAN_STATUS_LABELS.draft,
  'status.active': PLAN_STATUS_LABELS.active,
  'status.completed': PLAN_STATUS_LABELS.completed,
  'status.closed': PLAN_STATUS_LABELS.closed,
  ...optionLabels('actionKind', PLAN_ACTION_KINDS),
  ...optionLabels('scoreRange', BELIEVED_SCORE_RANGES),
  ...optionLabels('timeline', PURCHASE_TIMELINES),

  // The scores, the chart and the versions (both sides).
  ...plainTexts('page', PLAN_PAGE_TEXT),
  'page.chartLabelTarget': PLAN_PAGE_TEXT.chartLabel(arg('target')),
  'page.chartLabel': PLAN_PAGE_TEXT.chartLabel(null),
  'page.tableCaptionTarget': PLAN_PAGE_TEXT.tableCaption(arg('target')),
  'page.tableCaption': PLAN_PAGE_TEXT.tableCaption(null),
  'page.target': PLAN_PAGE_TEXT.target(arg('score')),
  'page.version': PLAN_PAGE_TEXT.version(arg('n')),
  'page.published': PLAN_PAGE_TEXT.published(arg('date')),

  // The client's pages.
  ...plainTexts('client', CLIENT_PLAN_TEXT),
  'client.loading': 'Loading your plan',
  'client.loadingList': 'Loading your plans',
  'client.from': CLIENT_PLAN_TEXT.from(arg('name')),
  'client.progress': CLIENT_PLAN_TEXT.progress(arg('done'), arg('total')),
  'client.doneOfTotal': CLIENT_PLAN_TEXT.doneOfTotal(arg('done'), arg('total')),
  'client.nextDue': CLIENT_PLAN_TEXT.nextDue(arg('label'), arg('date')),
  'client.openLabel': CLIENT_PLAN_TEXT.openLabel(arg('name')),
  'client.daysLeft': '{days, plural, one {# day left to the re-pull date} other {# days left to the re-pull date}}',
  'client.repullToday': CLIENT_PLAN_TEXT.daysLeft(0),
  'client.daysAgo': '{days, plural, one {The re-pull date was # day ago} other {The re-pull date was # days ago}}',
  'client.pointsOne': CLIENT_PLAN_TEXT.points(arg('min'), arg('min')),
  'client.points': CLIENT_PLAN_TEXT.points(arg('min'), arg('max')),
  'client.pointsUpTo': CLIENT_PLAN_TEXT.points(0, arg('max')),
  'client.due': CLIENT_PLAN_TEXT.due(arg('date')),
  'client.estimatedOne': CLIENT_PLAN_TEXT.estimated(arg('min'), arg('min')),
  'client.estimated': CLIENT_PLAN_TEXT.estimated(arg('min'), arg('max')),
  'client.estimatedUpTo': CLIENT_PLAN_TEXT.estimated(0, arg('max')),
  'client.amount': money(CLIENT_PLAN_TEXT.amount(arg('amount'))),
  'client.statementDay': CLIENT_PLAN_TEXT.statementDay(arg('day')),
  'client.doneOn': CLIENT_PLAN_TEXT.doneOn(arg('date')),
  'client.finalScore': CLIENT_PLAN_TEXT.finalScore(arg('bureau')),
  'client.startingScore': CLIENT_PLAN_TEXT.startingScore(arg('bureau')),
  'client.completedOn': CLIENT_PLAN_TEXT.completedOn(arg('date')),
  'client.closedOn': CLIENT_PLAN_TEXT.closedOn(arg('date')),
  'client.closeReason': CLIENT_PLAN_TEXT.closeReason(arg('reason')),
  'client.recordedByMxpert': CLIENT_PLAN_TEXT.recordedBy.mxpert,
  'client.recordedByConsumer': CLIENT_PLAN_TEXT.recordedBy.consumer,

  // The payment illustration on the client's plan.
  ...plainTexts('pay', PAYMENT_TEXT),
  'pay.atCurrent': PAYMENT_TEXT.atCurrent(arg('score')),
  'pay.atTarget': PAYMENT_TEXT.atTarget(arg('score')),
  'pay.rate': 'Sample rate {rate}%',
  'pay.perMonth': money(PAYMENT_TEXT.perMonth(arg('payment'))),
  'pay.saving': '{saving} less a month, {total} over {years} years',
  'pay.sameRate': PAYMENT_TEXT.saving(0, 1),
  'pay.bandFrom': '{min} or higher',
  'pay.band': '{min} to {max}',

  // A plan's documents (both sides).
  ...plainTexts('docs', PLAN_DOCUMENTS_TEXT),
  'docs.loading': 'Loading the documents',
  'docs.count': PLAN_DOCUMENTS_TEXT.count(arg('n'), arg('max')),
  'docs.byMxpert': PLAN_DOCUMENTS_TEXT.byOther('mxpert'),
  'docs.byConsumer': PLAN_DOCUMENTS_TEXT.byOther('consumer'),
  'docs.download': PLAN_DOCUMENTS_TEXT.download(arg('fileName')),
  'docs.delete': PLAN_DOCUMENTS_TEXT.delete(arg('fileName')),
  'docs.confirmText': PLAN_DOCUMENTS_TEXT.confirmText(arg('fileName')),
  'docs.required': PLAN_TEXT.documentRequired,
  'docs.tooLarge': PLAN_TEXT.documentTooLarge,
  'docs.wrongType': PLAN_TEXT.documentWrongType,
  'docs.uploaded': PLAN_TEXT.documentUploaded,

  // The professional's pages.
  ...plainTexts('pro', PLAN_PRO_TEXT),
  'pro.loadingList': 'Loading plans',
  'pro.loading': 'Loading the plan',
  'pro.pagination': 'Plan pages',
  'pro.openPlanFor': `${PLAN_PRO_TEXT.openPlan} for {name}`,
  'pro.startPlanFor': `${PLAN_PRO_TEXT.startPlan} for {name}`,
  'pro.progress': PLAN_PRO_TEXT.progress(arg('done'), arg('total')),
  'pro.draftLine': PLAN_PRO_TEXT.versionLine(0),
  'pro.versionLine': PLAN_PRO_TEXT.versionLine(arg('version')),
  'pro.title': PLAN_PRO_TEXT.title(arg('name')),
  'pro.completedOn': PLAN_PRO_TEXT.completedOn(arg('day')),
  'pro.closedOn': PLAN_PRO_TEXT.closedOn(arg('day')),
  'pro.deleteActionText': PLAN_PRO_TEXT.deleteActionText(arg('label')),
  'pro.due': PLAN_PRO_TEXT.due(arg('day')),
  'pro.statementOn': PLAN_PRO_TEXT.statementOn(arg('day')),
  'pro.doneOn': PLAN_PRO_TEXT.doneOn(arg('day')),
  'pro.publish': PLAN_PRO_TEXT.publish(arg('version')),
  'pro.published': PLAN_TEXT.published(arg('version')),
  'pro.recordedByMxpert': PLAN_PRO_TEXT.recordedBy.mxpert,
  'pro.recordedByConsumer': PLAN_PRO_TEXT.recordedBy.consumer,
  'pro.waitingNone': PLAN_PRO_TEXT.waitingDocumentsCount(0),
  'pro.waitingCount': PLAN_PRO_TEXT.waitingDocumentsCount(arg('n')),
  // The client's answers to the COP request's questions.
  'answer.believedScore': 'Believed score: {range}',
  'answer.targetScore': 'Target score: {score}',
  'answer.timeline': 'Buying or refinancing: {timeline}',
  'answer.loanAmount': 'Loan amount: {amount}',
  'answer.zip': 'ZIP {zip}',
} as const;
