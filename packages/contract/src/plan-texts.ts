/* No zod here: the public cards, the COP form and the dashboards read these. */

/**
 * Credit Optimization Plans: their option lists, limits and every sentence a user sees.
 * The schemas are in plans.ts.
 */

export const PLAN_STATUSES = ['draft', 'active', 'completed', 'closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  closed: 'Closed',
};

export const BUREAUS = [
  { code: 'equifax', label: 'Equifax' },
  { code: 'experian', label: 'Experian' },
  { code: 'transunion', label: 'TransUnion' },
] as const;
export type Bureau = (typeof BUREAUS)[number]['code'];
export const BUREAU_CODES = BUREAUS.map((b) => b.code) as [Bureau, ...Bureau[]];
export const bureauLabel = (code: Bureau): string => BUREAUS.find((b) => b.code === code)?.label ?? code;

/** What an action does with an account, as the lender tools that build such plans name it. */
export const PLAN_ACTION_KINDS = [
  { code: 'pay-down', label: 'Pay down a balance' },
  { code: 'pay-before-statement', label: 'Pay before the statement date' },
  { code: 'dispute-error', label: 'Dispute an error' },
  { code: 'keep-open', label: 'Keep an account open' },
  { code: 'no-new-credit', label: 'Open no new credit' },
  { code: 'authorized-user', label: 'Become an authorized user' },
  { code: 'rapid-rescore', label: 'Rapid rescore' },
  { code: 'other', label: 'Other' },
] as const;
export type PlanActionKind = (typeof PLAN_ACTION_KINDS)[number]['code'];
export const PLAN_ACTION_KIND_CODES = PLAN_ACTION_KINDS.map((k) => k.code) as [PlanActionKind, ...PlanActionKind[]];
export const actionKindLabel = (code: PlanActionKind): string => PLAN_ACTION_KINDS.find((k) => k.code === code)?.label ?? code;

/** The COP request form's optional questions: the score range the client believes they have. */
export const BELIEVED_SCORE_RANGES = [
  { code: 'under-580', label: 'Below 580' },
  { code: '580-619', label: '580 to 619' },
  { code: '620-659', label: '620 to 659' },
  { code: '660-699', label: '660 to 699' },
  { code: '700-739', label: '700 to 739' },
  { code: '740-plus', label: '740 or higher' },
  { code: 'not-sure', label: 'Not sure' },
] as const;
export type BelievedScoreRange = (typeof BELIEVED_SCORE_RANGES)[number]['code'];
export const BELIEVED_SCORE_RANGE_CODES = BELIEVED_SCORE_RANGES.map((r) => r.code) as [
  BelievedScoreRange,
  ...BelievedScoreRange[],
];

/** When the client hopes to buy or refinance. */
export const PURCHASE_TIMELINES = [
  { code: 'within-3-months', label: 'Within 3 months' },
  { code: '3-6-months', label: 'In 3 to 6 months' },
  { code: '6-12-months', label: 'In 6 to 12 months' },
  { code: 'over-12-months', label: 'In more than a year' },
  { code: 'not-sure', label: 'Not sure yet' },
] as const;
export type PurchaseTimeline = (typeof PURCHASE_TIMELINES)[number]['code'];
export const PURCHASE_TIMELINE_CODES = PURCHASE_TIMELINES.map((r) => r.code) as [PurchaseTimeline, ...PurchaseTimeline[]];

/** The labels of the COP request form's optional questions. */
export const COP_QUESTIONS_TEXT = {
  legend: 'Optional: help your MortgageXpert prepare your plan',
  believedScoreRange: 'The credit score range you believe you have',
  targetScore: 'The score you aim for',
  targetScoreHint: 'A whole number from 300 to 850',
  timeline: 'When you hope to buy or refinance',
  loanAmount: 'Loan amount in dollars',
  zip: 'ZIP code',
  notAnswered: 'Prefer not to say',
  /** How the lead shows them to the professional. */
  onLead: 'The client’s answers',
} as const;

/** The answers a COP request carries, one short line each, for the lead's card and conversation (none when unanswered). */
export function copAnswerLines(a: {
  believedScoreRange: string | null;
  targetScore: number | null;
  timeline: string | null;
  loanAmount: number | null;
  zip: string | null;
}): string[] {
  const lines: string[] = [];
  const range = BELIEVED_SCORE_RANGES.find((r) => r.code === a.believedScoreRange);
  if (range) lines.push(`Believed score: ${range.label}`);
  if (a.targetScore !== null) lines.push(`Target score: ${a.targetScore}`);
  const timeline = PURCHASE_TIMELINES.find((r) => r.code === a.timeline);
  if (timeline) lines.push(`Buying or refinancing: ${timeline.label}`);
  if (a.loanAmount !== null) lines.push(`Loan amount: $${a.loanAmount.toLocaleString('en-US')}`);
  if (a.zip !== null) lines.push(`ZIP ${a.zip}`);
  return lines;
}

export const PLAN_LIMITS = {
  scoreMin: 300,
  scoreMax: 850,
  summaryMax: 2000,
  accountLabelMax: 60,
  instructionsMax: 1000,
  pointsMax: 200,
  amountMax: 10_000_000,
  loanAmountMin: 1_000,
  loanAmountMax: 10_000_000,
  actionsMax: 50,
  checkpointsMax: 300,
  noteMax: 500,
  closeReasonMax: 500,
  pageSize: 20,
  maxPage: 10_000,
  /** The public outcome line shows once this many plans were completed by their clients. */
  outcomeMinimum: 3,
  /** A plan document: at most 10 MB, at most 20 per plan, its name kept to 120 characters. */
  documentMaxBytes: 10 * 1024 * 1024,
  documentsMax: 20,
  documentNameMax: 120,
} as const;

/** The kinds of plan documents, recognised by their first bytes (never by their name or declared type). */
export const PLAN_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type PlanDocumentType = (typeof PLAN_DOCUMENT_TYPES)[number];
/** The multipart part that carries the file of POST …/plans/{id}/documents. */
export const PLAN_DOCUMENT_FIELD = 'file';

/**
 * The fixed consumer-protection notice every plan page shows. Never editable, never
 * shortened: a professional's plan is an illustration of what may help, not a promise.
 */
export const PLAN_NOTICE =
  'Credit Optimization Plans are free to consumers. The points each action may bring are estimates, not guarantees. ' +
  'Your MortgageXpert does not pull your credit through MortgageXperts: the scores in this plan are the ones you read and share yourself. ' +
  'MortgageXperts never asks for your Social Security number, date of birth or account numbers.';

export const PLAN_TEXT = {
  notFound: 'Plan not found',
  leadNotFound: 'Lead not found',
  actionNotFound: 'Action not found',
  alreadyHasPlan: 'This lead already has a plan',
  accountNumbers: 'Please do not enter account numbers',
  score: `Scores must be whole numbers from ${PLAN_LIMITS.scoreMin} to ${PLAN_LIMITS.scoreMax}`,
  date: 'Please enter a valid date',
  dueOn: 'Please enter a valid due date',
  summary: `Summary must not exceed ${PLAN_LIMITS.summaryMax} characters`,
  accountLabelRequired: 'Account is required',
  accountLabel: `Account must not exceed ${PLAN_LIMITS.accountLabelMax} characters`,
  kind: 'Please choose what to do with the account',
  amount: `Amount must be a whole number of dollars from 0 to ${PLAN_LIMITS.amountMax.toLocaleString('en-US')}`,
  points: `Estimated points must be whole numbers from 0 to ${PLAN_LIMITS.pointsMax}`,
  pointsOrder: 'The lowest estimated points must not exceed the highest',
  statementDay: 'Statement closing day must be a whole number from 1 to 31',
  instructions: `Instructions must not exceed ${PLAN_LIMITS.instructionsMax} characters`,
  position: 'Position must be a whole number from 0',
  loanAmount: `Loan amount must be a whole number of dollars from ${PLAN_LIMITS.loanAmountMin.toLocaleString('en-US')} to ${PLAN_LIMITS.loanAmountMax.toLocaleString('en-US')}`,
  note: `Note must not exceed ${PLAN_LIMITS.noteMax} characters`,
  closeReason: `Please give a reason for closing the plan (at most ${PLAN_LIMITS.closeReasonMax} characters)`,
  bureau: 'Please choose Equifax, Experian or TransUnion',
  futureDate: 'The date a score was read cannot be in the future',
  leadId: 'Please choose the lead to start the plan from',
  status: 'Status must be draft, active, completed or closed',
  page: 'Page must be a positive whole number',
  finalScores: 'Enter at least one final score for a bureau the plan started from',
  tooManyActions: `A plan can have at most ${PLAN_LIMITS.actionsMax} actions`,
  tooManyCheckpoints: `A plan can have at most ${PLAN_LIMITS.checkpointsMax} checkpoints`,
  notChangeable: 'This plan is completed or closed and can no longer be changed',
  notActive: 'This plan is not active',
  alreadyCompleted: 'This plan is already completed',
  notPublishable: 'Before publishing, enter at least one starting score, a target score, a target re-pull date and one action',
  nothingChanged: 'Nothing has changed since the last published version',
  /** 409: a paused professional starts and changes no plan (suspended and rejected ones: decision 083). */
  paused: 'Your listing is paused: resume it to start or change plans',
  published: (version: number) => `Version ${version} published`,
  documentNotFound: 'Document not found',
  documentRequired: 'Please choose a file to upload',
  documentWrongType: 'Please upload a PDF, JPEG or PNG file',
  documentTooLarge: 'File size must be at most 10 MB',
  tooManyDocuments: `A plan can have at most ${PLAN_LIMITS.documentsMax} documents`,
  /** 403: the other side's document is listed to both but only its uploader deletes it. */
  notYourDocument: 'You can delete only the documents you uploaded',
  documentUploaded: 'Document uploaded',
  /** The client's reminders and the professional's progress e-mail (docs/decisions/095). */
  taskReminderSubject: (accountLabel: string) => `Due in 3 days on your plan: ${accountLabel}`,
  repullReminderSubject: 'Your credit re-pull date is one week away',
  activitySubject: (clientName: string) => `${clientName} worked on their Credit Optimization Plan`,
  publishedTitle: (mxpertName: string) => `${mxpertName} published your Credit Optimization Plan`,
  planEmailSubject: (mxpertName: string, version: number) =>
    version === 1
      ? `${mxpertName} sent you a Credit Optimization Plan`
      : `${mxpertName} updated your Credit Optimization Plan (version ${version})`,
} as const;

/** The list of what changed between two published versions, in plain sentences. */
export const PLAN_CHANGE_TEXT = {
  startingScore: (bureau: Bureau, from: number | null, to: number | null) =>
    `Starting ${bureauLabel(bureau)} score: ${from ?? 'none'} → ${to ?? 'none'}`,
  scoresReadOn: (to: string | null) => `Starting scores read on ${to ?? 'no date'}`,
  targetScore: (from: number | null, to: number | null) => `Target score: ${from ?? 'none'} → ${to ?? 'none'}`,
  targetRepullOn: (from: string | null, to: string | null) => `Target re-pull date: ${from ?? 'none'} → ${to ?? 'none'}`,
  summary: 'Summary updated',
  loanAmount: 'Loan amount for the illustration updated',
  added: (label: string) => `Added: ${label}`,
  removed: (label: string) => `Removed: ${label}`,
  changed: (label: string, what: string[]) => `Changed: ${label} (${what.join(', ')})`,
  reordered: 'Actions reordered',
  /** The names of an action's fields in a "Changed" line. */
  fields: {
    accountLabel: 'account',
    kind: 'what to do',
    amount: 'amount',
    points: 'estimated points',
    dueOn: 'due date',
    statementDay: 'statement closing day',
    instructions: 'instructions',
  },
} as const;

/** The public proof of a professional's plans, shown once PLAN_LIMITS.outcomeMinimum were completed. */
export const PLAN_OUTCOME_TEXT = {
  line: (completed: number, medianGain: number) =>
    `Plans completed: ${completed}, median gain ${medianGain} points (scores confirmed by clients)`,
  estimated: (medianEstimatedGain: number) => `Median estimated gain: ${medianEstimatedGain} points`,
} as const;
