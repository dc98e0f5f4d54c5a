import { z } from 'zod';
import { listPageResponse } from './fields.ts';
import {
  BELIEVED_SCORE_RANGE_CODES,
  BUREAU_CODES,
  PLAN_ACTION_KIND_CODES,
  PLAN_DOCUMENT_TYPES,
  PLAN_LIMITS,
  PLAN_STATUSES,
  PLAN_TEXT,
  PURCHASE_TIMELINE_CODES,
} from './plan-texts.ts';

/**
 * Credit Optimization Plans: the professional builds a plan out of a lead, publishes it
 * in versions, the client works it and completes it with the scores they read. Request and answer
 * schemas of both sides; texts and lists in plan-texts.ts.
 */
export * from './plan-texts.ts';

/** Five digits in a row look like an account number: never stored. */
const ACCOUNT_NUMBER = /\d{5,}/;
export const holdsAccountNumber = (text: string): boolean => ACCOUNT_NUMBER.test(text);

export const planScore = z
  .number({ error: PLAN_TEXT.score })
  .int(PLAN_TEXT.score)
  .min(PLAN_LIMITS.scoreMin, PLAN_TEXT.score)
  .max(PLAN_LIMITS.scoreMax, PLAN_TEXT.score);

/** A calendar day, YYYY-MM-DD, between 2000 and 2099; the message names the field as the form labels it. */
const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^20\d\d-\d\d-\d\d$/, message)
    .pipe(z.iso.date(message));
export const planDate = calendarDay(PLAN_TEXT.date);
/** An action's due date. */
const dueDate = calendarDay(PLAN_TEXT.dueOn);

/** Today's date in UTC, YYYY-MM-DD. */
export const isoDay = (ms: number = Date.now()): string => new Date(ms).toISOString().slice(0, 10);

/** A day a score was read: not after tomorrow (UTC), whatever the reader's time zone. */
export const readDate = planDate.refine((d) => d <= isoDay(Date.now() + 86_400_000), PLAN_TEXT.futureDate);

const wholeDollars = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Free text that must not hold an account number; stored as typed, its length counted trimmed. */
const planText = (max: number, message: string) =>
  z
    .string({ error: message })
    .refine((v) => v.trim().length <= max, message)
    .refine((v) => !holdsAccountNumber(v), PLAN_TEXT.accountNumbers);

/** The three bureaus' scores; any may be missing. */
export const bureauScores = z.object(
  {
    equifax: planScore.nullable().default(null),
    experian: planScore.nullable().default(null),
    transunion: planScore.nullable().default(null),
  },
  { error: PLAN_TEXT.finalScores },
);
export type BureauScores = z.infer<typeof bureauScores>;

// ---------------------------------------------------------------------------------------------
// The COP request form's optional questions

/** An empty form field means not answered. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numberFromField = (v: unknown) => {
  const blank = blankToUndefined(v);
  return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
};

export const copPlanQuestions = z.object({
  believedScoreRange: z.preprocess(
    blankToUndefined,
    z.enum(BELIEVED_SCORE_RANGE_CODES, { error: 'Please choose a score range from the list' }).optional(),
  ),
  targetScore: z.preprocess(numberFromField, planScore.optional()),
  timeline: z.preprocess(
    blankToUndefined,
    z.enum(PURCHASE_TIMELINE_CODES, { error: 'Please choose when you hope to buy or refinance' }).optional(),
  ),
  loanAmount: z.preprocess(
    numberFromField,
    wholeDollars(PLAN_TEXT.loanAmount, PLAN_LIMITS.loanAmountMin, PLAN_LIMITS.loanAmountMax).optional(),
  ),
  zip: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'ZIP code must be 5 digits' })
      .trim()
      .regex(/^\d{5}$/, 'ZIP code must be 5 digits')
      .optional(),
  ),
});
export type CopPlanQuestions = z.infer<typeof copPlanQuestions>;

// ---------------------------------------------------------------------------------------------
// Requests

/** An id of the address, as the database writes it: the router takes capitals for the same id. */
const uuid = z.uuid({ error: 'Invalid id' }).overwrite((v) => v.toLowerCase());
export const planIdParam = z.object({ id: uuid });
export const planActionParams = z.object({ id: uuid, actionId: uuid });

export const planDocumentParams = z.object({ id: uuid, docId: uuid });

/** POST /api/dashboard/plans */
export const startPlanBody = z.object({ leadId: z.uuid({ error: PLAN_TEXT.leadId }) });

/** GET /api/dashboard/plans */
export const planListQuery = z.object({
  status: z.enum(PLAN_STATUSES, { error: PLAN_TEXT.status }).optional(),
  page: z.coerce
    .number({ error: PLAN_TEXT.page })
    .int(PLAN_TEXT.page)
    .min(1, PLAN_TEXT.page)
    .max(PLAN_LIMITS.maxPage, PLAN_TEXT.page)
    .default(1),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

/** PATCH /api/dashboard/plans/{id}: the draft's plan-wide fields; each optional, null clears it. */
export const planPatchBody = z.object({
  startingScores: z
    .object(
      {
        equifax: planScore.nullable().optional(),
        experian: planScore.nullable().optional(),
        transunion: planScore.nullable().optional(),
      },
      { error: PLAN_TEXT.score },
    )
    .optional(),
  scoresReadOn: readDate.nullable().optional(),
  targetScore: planScore.nullable().optional(),
  targetRepullOn: planDate.nullable().optional(),
  summary: planText(PLAN_LIMITS.summaryMax, PLAN_TEXT.summary).optional(),
  loanAmount: wholeDollars(PLAN_TEXT.loanAmount, PLAN_LIMITS.loanAmountMin, PLAN_LIMITS.loanAmountMax).nullable().optional(),
});
export type PlanPatchBody = z.infer<typeof planPatchBody>;

const accountLabel = planText(PLAN_LIMITS.accountLabelMax, PLAN_TEXT.accountLabel).refine(
  (v) => v.trim().length >= 1,
  PLAN_TEXT.accountLabelRequired,
);
const points = z
  .number({ error: PLAN_TEXT.points })
  .int(PLAN_TEXT.points)
  .min(0, PLAN_TEXT.points)
  .max(PLAN_LIMITS.pointsMax, PLAN_TEXT.points);

const actionFields = {
  accountLabel,
  kind: z.enum(PLAN_ACTION_KIND_CODES, { error: PLAN_TEXT.kind }),
  amount: wholeDollars(PLAN_TEXT.amount, 0, PLAN_LIMITS.amountMax).nullable(),
  pointsMin: points,
  pointsMax: points,
  dueOn: dueDate,
  statementDay: z
    .number({ error: PLAN_TEXT.statementDay })
    .int(PLAN_TEXT.statementDay)
    .min(1, PLAN_TEXT.statementDay)
    .max(31, PLAN_TEXT.statementDay)
    .nullable(),
  instructions: planText(PLAN_LIMITS.instructionsMax, PLAN_TEXT.instructions),
};

const pointsInOrder = (a: { pointsMin?: number; pointsMax?: number }) =>
  a.pointsMin === undefined || a.pointsMax === undefined || a.pointsMin <= a.pointsMax;

/** POST /api/dashboard/plans/{id}/actions: a new action, last in the plan. */
export const planActionBody = z
  .object({
    ...actionFields,
    amount: actionFields.amount.default(null),
    statementDay: actionFields.statementDay.default(null),
    instructions: actionFields.instructions.default(''),
  })
  .refine(pointsInOrder, { message: PLAN_TEXT.pointsOrder, path: ['pointsMax'] });
export type PlanActionBody = z.infer<typeof planActionBody>;
export type PlanActionForm = z.input<typeof planActionBody>;

/** PATCH …/actions/{actionId}: any of the fields, and `position` (0 first) to move it. */
export const planActionPatchBody = z
  .object({
    accountLabel: actionFields.accountLabel.optional(),
    kind: actionFields.kind.optional(),
    amount: actionFields.amount.optional(),
    pointsMin: points.optional(),
    pointsMax: points.optional(),
    dueOn: dueDate.optional(),
    statementDay: actionFields.statementDay.optional(),
    instructions: actionFields.instructions.optional(),
    position: z
      .number({ error: PLAN_TEXT.position })
      .int(PLAN_TEXT.position)
      .min(0, PLAN_TEXT.position)
      .max(1000, PLAN_TEXT.position)
      .optional(),
  })
  .refine(pointsInOrder, { message: PLAN_TEXT.pointsOrder, path: ['pointsMax'] });
export type PlanActionPatchBody = z.infer<typeof planActionPatchBody>;

/** POST …/publish: the note the client reads beside the version. */
export const publishPlanBody = z.object({
  note: z
    .string({ error: PLAN_TEXT.note })
    .refine((v) => v.trim().length <= PLAN_LIMITS.noteMax, PLAN_TEXT.note)
    .default(''),
});

/** POST …/close */
export const closePlanBody = z.object({
  reason: z
    .string({ error: PLAN_TEXT.closeReason })
    .refine((v) => v.trim().length >= 1 && v.trim().length <= PLAN_LIMITS.closeReasonMax, PLAN_TEXT.closeReason),
});

/** POST /api/{dashboard|consumer}/plans/{id}/checkpoints: a score one side read. */
export const checkpointBody = z.object({
  bureau: z.enum(BUREAU_CODES, { error: PLAN_TEXT.bureau }),
  score: planScore,
  readOn: readDate,
});
export type CheckpointBody = z.infer<typeof checkpointBody>;

/**
 * POST /api/consumer/plans/{id}/complete: the final scores the client read and, optionally, the
 * starting scores as the client read them; without them the first published version's starting
 * scores count, as the completion form showed them to the client (docs/decisions/093).
 */
export const completePlanBody = z.object({
  scores: bureauScores.refine((s) => s.equifax !== null || s.experian !== null || s.transunion !== null, PLAN_TEXT.finalScores),
  startingScores: bureauScores.optional(),
  readOn: readDate.optional(),
});
export type CompletePlanBody = z.infer<typeof completePlanBody>;

// ---------------------------------------------------------------------------------------------
// Answers

const nullableScores = z.object({
  equifax: z.number().int().nullable(),
  experian: z.number().int().nullable(),
  transunion: z.number().int().nullable(),
});

export const planAction = z.object({
  id: z.string(),
  accountLabel: z.string(),
  kind: z.enum(PLAN_ACTION_KIND_CODES),
  amount: z.number().int().nullable(),
  pointsMin: z.number().int(),
  pointsMax: z.number().int(),
  dueOn: z.string(),
  statementDay: z.number().int().nullable(),
  instructions: z.string(),
  /** When the client ticked it off; null while open. */
  doneAt: z.string().nullable(),
});
export type PlanAction = z.infer<typeof planAction>;

/** A plan's content: the draft, or a published version as the client reads it. */
export const planContent = z.object({
  startingScores: nullableScores,
  scoresReadOn: z.string().nullable(),
  targetScore: z.number().int().nullable(),
  targetRepullOn: z.string().nullable(),
  summary: z.string(),
  loanAmount: z.number().int().nullable(),
  actions: z.array(planAction),
});
export type PlanContent = z.infer<typeof planContent>;

export const planVersionSummary = z.object({
  version: z.number().int(),
  note: z.string(),
  /** What changed since the version before, in plain sentences; empty for version 1. */
  changes: z.array(z.string()),
  publishedAt: z.string(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummary>;

export const planCheckpoint = z.object({
  id: z.string(),
  bureau: z.enum(BUREAU_CODES),
  score: z.number().int(),
  readOn: z.string(),
  recordedBy: z.enum(['mxpert', 'consumer']),
  createdAt: z.string(),
});
export type PlanCheckpoint = z.infer<typeof planCheckpoint>;

/** The lead a plan grew out of, with the COP request's answers. */
export const planLead = z.object({
  kind: z.enum(['message', 'cop_request']),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  believedScoreRange: z.enum(BELIEVED_SCORE_RANGE_CODES).nullable(),
  targetScore: z.number().int().nullable(),
  timeline: z.enum(PURCHASE_TIMELINE_CODES).nullable(),
  loanAmount: z.number().int().nullable(),
  zip: z.string().nullable(),
});
export type PlanLead = z.infer<typeof planLead>;

const planOutcomeFields = {
  finalScores: nullableScores.nullable(),
  completedAt: z.string().nullable(),
  /**
   * When and why the professional closed the plan. A closed plan its client completed afterwards
   * (docs/decisions/093) keeps both, as history: its status is 'completed', and it counts as completed.
   */
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
};

/** GET /api/dashboard/plans/{id}: the draft, what the client sees and does, and the versions. */
export const mxpertPlan = z.object({
  id: z.string(),
  status: z.enum(PLAN_STATUSES),
  lead: planLead,
  draft: planContent,
  /** The latest published version's number; 0 before the first. */
  version: z.number().int(),
  versions: z.array(planVersionSummary),
  /** What publishing the draft now would list as changed; empty when the draft is the latest version. */
  unpublishedChanges: z.array(z.string()),
  checkpoints: z.array(planCheckpoint),
  ...planOutcomeFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MxpertPlan = z.infer<typeof mxpertPlan>;
export const mxpertPlanResponse = z.object({ success: z.literal(true), data: mxpertPlan });

/** GET /api/consumer/plans/{id}: the latest published version, the earlier ones, the checkpoints. */
export const consumerPlan = z.object({
  id: z.string(),
  status: z.enum(PLAN_STATUSES),
  mxpert: z.object({ name: z.string(), cxid: z.string(), companyName: z.string().nullable() }),
  version: z.number().int(),
  plan: planContent,
  /** The first published version's starting scores: what a completion measures the gain from unless the client corrects them. */
  baselineScores: nullableScores,
  versions: z.array(planVersionSummary),
  checkpoints: z.array(planCheckpoint),
  ...planOutcomeFields,
});
export type ConsumerPlan = z.infer<typeof consumerPlan>;
export const consumerPlanResponse = z.object({ success: z.literal(true), data: consumerPlan });

const nextDue = z.object({ accountLabel: z.string(), dueOn: z.string() }).nullable();

export const mxpertPlanListItem = z.object({
  id: z.string(),
  status: z.enum(PLAN_STATUSES),
  clientName: z.string(),
  leadKind: z.enum(['message', 'cop_request']),
  version: z.number().int(),
  actionsDone: z.number().int(),
  actionsTotal: z.number().int(),
  nextDue,
  /** Documents the client uploaded since the professional last opened the plan. */
  waitingDocuments: z.number().int(),
  updatedAt: z.string(),
});
export type MxpertPlanListItem = z.infer<typeof mxpertPlanListItem>;
export const mxpertPlanListResponse = listPageResponse('plans', mxpertPlanListItem);

export const consumerPlanListItem = z.object({
  id: z.string(),
  status: z.enum(PLAN_STATUSES),
  mxpertName: z.string(),
  version: z.number().int(),
  actionsDone: z.number().int(),
  actionsTotal: z.number().int(),
  nextDue,
  targetScore: z.number().int().nullable(),
  targetRepullOn: z.string().nullable(),
});
export type ConsumerPlanListItem = z.infer<typeof consumerPlanListItem>;
export const consumerPlanListResponse = z.object({ success: z.literal(true), data: z.array(consumerPlanListItem) });

export const planCreatedResponse = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });
export const planActionResponse = z.object({ success: z.literal(true), data: planAction });
export const planCheckpointResponse = z.object({ success: z.literal(true), data: planCheckpoint });
export const planDeletedResponse = z.object({ success: z.literal(true) });
export const planPublishedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: planVersionSummary,
});

/**
 * A document one side of the plan uploaded (PDF, JPEG or PNG): both sides list and download it, only
 * its uploader deletes it (`mine`).
 */
export const planDocument = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(PLAN_DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  uploadedBy: z.enum(['mxpert', 'consumer']),
  uploadedAt: z.string(),
  mine: z.boolean(),
});
export type PlanDocument = z.infer<typeof planDocument>;
/** GET …/plans/{id}/documents: newest first. */
export const planDocumentListResponse = z.object({ success: z.literal(true), data: z.array(planDocument) });
/** POST …/plans/{id}/documents (201). */
export const planDocumentUploadedResponse = z.object({ success: z.literal(true), message: z.string(), data: planDocument });

/**
 * A professional's public proof: plans their clients completed, the median gain of the
 * scores those clients confirmed and the median the plans had estimated. Null below
 * PLAN_LIMITS.outcomeMinimum completed plans.
 */
export const planOutcome = z
  .object({
    completed: z.number().int(),
    medianGain: z.number().int(),
    medianEstimatedGain: z.number().int(),
  })
  .nullable();
export type PlanOutcome = z.infer<typeof planOutcome>;
