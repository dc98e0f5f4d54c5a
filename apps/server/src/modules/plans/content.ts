import {
  BUREAU_CODES,
  type Bureau,
  type BureauScores,
  bureauLabel,
  PLAN_CHANGE_TEXT,
  type PlanAction,
  type PlanActionKind,
  type PlanCheckpoint,
  type PlanContent,
  type PlanVersionSummary,
} from '@mx/contract';
import type { MessageId } from '@mx/contract/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale } from '@mx/contract/i18n/locale';
import { translator } from '../../lib/i18n.ts';
import type { Plan, PlanActionRow, PlanCheckpointRow, PlanVersionRow, StoredPlanChange } from './schema.ts';

/** An action as a published version keeps it: everything but the client's tick, which lives on. */
export type SnapshotAction = Omit<PlanAction, 'doneAt'>;
/** A published version's content (plan_versions.snapshot). */
export type PlanSnapshot = Omit<PlanContent, 'actions'> & { actions: SnapshotAction[] };

const START_COLUMNS = { equifax: 'equifaxStart', experian: 'experianStart', transunion: 'transunionStart' } as const;
const FINAL_COLUMNS = { equifax: 'equifaxFinal', experian: 'experianFinal', transunion: 'transunionFinal' } as const;

export function startingScoresOf(plan: Plan): BureauScores {
  return {
    equifax: plan[START_COLUMNS.equifax],
    experian: plan[START_COLUMNS.experian],
    transunion: plan[START_COLUMNS.transunion],
  };
}

/** The plan row's columns of a set of starting scores (only the bureaus given). */
export function startColumns(scores: Partial<Record<Bureau, number | null>>): Partial<Plan> {
  const out: Partial<Plan> = {};
  for (const bureau of BUREAU_CODES) if (scores[bureau] !== undefined) out[START_COLUMNS[bureau]] = scores[bureau];
  return out;
}

export function finalColumns(scores: BureauScores): Partial<Plan> {
  return {
    [FINAL_COLUMNS.equifax]: scores.equifax,
    [FINAL_COLUMNS.experian]: scores.experian,
    [FINAL_COLUMNS.transunion]: scores.transunion,
  };
}

export function finalScoresOf(plan: Plan): BureauScores | null {
  if (plan.status !== 'completed') return null;
  return { equifax: plan.equifaxFinal, experian: plan.experianFinal, transunion: plan.transunionFinal };
}

export function toSnapshotAction(row: PlanActionRow): SnapshotAction {
  return {
    id: row.id,
    accountLabel: row.accountLabel,
    kind: row.kind as PlanActionKind,
    amount: row.amount,
    pointsMin: row.pointsMin,
    pointsMax: row.pointsMax,
    dueOn: row.dueOn,
    statementDay: row.statementDay,
    instructions: row.instructions,
  };
}

/** The draft as it would be published: the plan's fields and its actions in order (deleted ones left out). */
export function draftSnapshot(plan: Plan, actions: PlanActionRow[]): PlanSnapshot {
  return {
    startingScores: startingScoresOf(plan),
    scoresReadOn: plan.scoresReadOn,
    targetScore: plan.targetScore,
    targetRepullOn: plan.targetRepullOn,
    summary: plan.summary,
    loanAmount: plan.loanAmount,
    actions: actions.filter((a) => a.deletedAt === null).map(toSnapshotAction),
  };
}

/** A snapshot with each action's tick from its row (the client's ticks outlive versions). */
export function withTicks(snapshot: PlanSnapshot, rows: Pick<PlanActionRow, 'id' | 'doneAt'>[]): PlanContent {
  const doneAt = new Map(rows.map((r) => [r.id, r.doneAt?.toISOString() ?? null]));
  return { ...snapshot, actions: snapshot.actions.map((a) => ({ ...a, doneAt: doneAt.get(a.id) ?? null })) };
}

export function toPlanAction(row: PlanActionRow): PlanAction {
  return { ...toSnapshotAction(row), doneAt: row.doneAt?.toISOString() ?? null };
}

export function toVersionSummary(row: PlanVersionRow, locale: Locale = DEFAULT_LOCALE): PlanVersionSummary {
  return {
    version: row.version,
    note: row.note,
    changes: changesIn(locale, row.changes),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** A line of what changed, as plan_versions.changes stores it (schema.ts). */
export type StoredChange = StoredPlanChange;

/** A stored line in the reader's language: English reads the English stored with it, unchanged. */
export function changeIn(locale: Locale, change: StoredChange): string {
  if (typeof change === 'string') return change;
  if (locale === DEFAULT_LOCALE) return change.text;
  const t = translator(locale);
  const what = change.fields?.map((field) => t(`answers.planChange.field.${field}` as MessageId)).join(', ');
  return t(change.id as MessageId, what === undefined ? change.values : { ...change.values, what });
}

export function changesIn(locale: Locale, changes: readonly StoredChange[]): string[] {
  return changes.map((change) => changeIn(locale, change));
}

/** A score or date before or after, or the word for none (a select in the catalogue). */
const orNone = (value: number | string | null) => value ?? 'none';

export function toCheckpoint(row: PlanCheckpointRow): PlanCheckpoint {
  return {
    id: row.id,
    bureau: row.bureau,
    score: row.score,
    readOn: row.readOn,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of an action whose change a "Changed" line names, with how each compares. */
const ACTION_FIELDS: { name: keyof typeof PLAN_CHANGE_TEXT.fields; same: (a: SnapshotAction, b: SnapshotAction) => boolean }[] = [
  { name: 'accountLabel', same: (a, b) => a.accountLabel === b.accountLabel },
  { name: 'kind', same: (a, b) => a.kind === b.kind },
  { name: 'amount', same: (a, b) => a.amount === b.amount },
  { name: 'points', same: (a, b) => a.pointsMin === b.pointsMin && a.pointsMax === b.pointsMax },
  { name: 'dueOn', same: (a, b) => a.dueOn === b.dueOn },
  { name: 'statementDay', same: (a, b) => a.statementDay === b.statementDay },
  { name: 'instructions', same: (a, b) => a.instructions === b.instructions },
];

/** What changed from one version to the next, in plain sentences with their keys; empty when nothing did. */
export function changesBetween(before: PlanSnapshot, after: PlanSnapshot): StoredChange[] {
  const out: StoredChange[] = [];
  const line = (text: string, key: string, values: Record<string, string | number> = {}) =>
    out.push({ text, id: `answers.planChange.${key}` as MessageId, values });
  for (const bureau of BUREAU_CODES) {
    const from = before.startingScores[bureau];
    const to = after.startingScores[bureau];
    if (from !== to)
      line(PLAN_CHANGE_TEXT.startingScore(bureau, from, to), 'startingScore', {
        bureau: bureauLabel(bureau),
        from: orNone(from),
        to: orNone(to),
      });
  }
  if (before.scoresReadOn !== after.scoresReadOn)
    line(PLAN_CHANGE_TEXT.scoresReadOn(after.scoresReadOn), 'scoresReadOn', { to: orNone(after.scoresReadOn) });
  if (before.targetScore !== after.targetScore)
    line(PLAN_CHANGE_TEXT.targetScore(before.targetScore, after.targetScore), 'targetScore', {
      from: orNone(before.targetScore),
      to: orNone(after.targetScore),
    });
  if (before.targetRepullOn !== after.targetRepullOn)
    line(PLAN_CHANGE_TEXT.targetRepullOn(before.targetRepullOn, after.targetRepullOn), 'targetRepullOn', {
      from: orNone(before.targetRepullOn),
      to: orNone(after.targetRepullOn),
    });
  if (before.summary !== after.summary) line(PLAN_CHANGE_TEXT.summary, 'summary');
  if (before.loanAmount !== after.loanAmount) line(PLAN_CHANGE_TEXT.loanAmount, 'loanAmount');

  const old = new Map(before.actions.map((a) => [a.id, a]));
  const now = new Map(after.actions.map((a) => [a.id, a]));
  for (const a of before.actions)
    if (!now.has(a.id)) line(PLAN_CHANGE_TEXT.removed(a.accountLabel), 'removed', { label: a.accountLabel });
  for (const a of after.actions) {
    const was = old.get(a.id);
    if (!was) {
      line(PLAN_CHANGE_TEXT.added(a.accountLabel), 'added', { label: a.accountLabel });
      continue;
    }
    const fields = ACTION_FIELDS.filter((f) => !f.same(was, a)).map((f) => f.name);
    if (fields.length)
      out.push({
        text: PLAN_CHANGE_TEXT.changed(
          a.accountLabel,
          fields.map((f) => PLAN_CHANGE_TEXT.fields[f]),
        ),
        id: 'answers.planChange.changed',
        values: { label: a.accountLabel },
        fields,
      });
  }
  const kept = (list: SnapshotAction[], other: Map<string, SnapshotAction>) =>
    list.filter((a) => other.has(a.id)).map((a) => a.id);
  if (kept(before.actions, now).join() !== kept(after.actions, old).join()) line(PLAN_CHANGE_TEXT.reordered, 'reordered');
  return out;
}

/** Whether the draft may be published: a starting score, a target score and re-pull date, an action. */
export function isPublishable(s: PlanSnapshot): boolean {
  const hasStart = BUREAU_CODES.some((b) => s.startingScores[b] !== null);
  return hasStart && s.targetScore !== null && s.targetRepullOn !== null && s.actions.length > 0;
}

/**
 * A completed plan's gain (docs/decisions/093): the mean, over the bureaus with both a starting score
 * in the published version and a final score from the client, of final minus starting, rounded; null
 * when no bureau has both.
 */
export function gainOf(start: BureauScores, final: BureauScores): number | null {
  const diffs: number[] = [];
  for (const b of BUREAU_CODES) {
    const s = start[b];
    const f = final[b];
    if (s !== null && f !== null) diffs.push(f - s);
  }
  if (diffs.length === 0) return null;
  return Math.round(diffs.reduce((sum, d) => sum + d, 0) / diffs.length);
}

/** What the published version estimated: the sum of its actions' estimated ranges' midpoints, rounded. */
export function estimatedGainOf(actions: SnapshotAction[]): number {
  return Math.round(actions.reduce((sum, a) => sum + (a.pointsMin + a.pointsMax) / 2, 0));
}
