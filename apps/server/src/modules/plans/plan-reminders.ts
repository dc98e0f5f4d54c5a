import { planPaths } from '@mx/contract';
import type { Locale } from '@mx/contract/i18n/locale';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { activeAccounts } from '../auth/accounts.ts';
import { enqueueJob, JOBS } from '../jobs/queue.ts';
import { leadClientToTell } from '../leads/lead-client.ts';
import { leadOfPlan } from '../leads/plan-lead.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { profilesInStanding } from '../mxpert/profiles.ts';
import { noticesOfPlan } from '../notifications/plan-notices.ts';
import type { PlanSnapshot } from './content.ts';
import { latestSnapshot } from './own-plan.ts';
import { planActivityEmail, planRepullReminderEmail, planTaskReminderEmail } from './plan-emails.ts';
import { planShownToProfessional } from './plan-leads.ts';
import { professionalOf } from './professional.ts';
import { type Plan, planActions, plans } from './schema.ts';

/**
 * The client's plan reminders and the professional's progress e-mail (docs/decisions/095), on
 * pg-boss: queued in the transaction of the change that causes them, with a singleton key per
 * reminder, and sent by a job that claims the reminder on its row, so a duplicate job, a second
 * instance or a retry sends nothing more.
 */

/** A task's reminder goes this many days before its due date, a re-pull's this many before its date. */
export const TASK_REMINDER_DAYS = 3;
export const REPULL_REMINDER_DAYS = 7;
/** At this hour (UTC) of the day: morning across the United States. */
export const REMINDER_HOUR_UTC = 14;
/** The professional's e-mail gathers what happens in this time after the first event … */
export const ACTIVITY_GATHER_SECONDS = 5 * 60;
/** … and goes at most once in this time per plan. */
export const ACTIVITY_EVERY_SECONDS = 60 * 60;

const DAY_MS = 86_400_000;

/** When the reminder of a day goes, in milliseconds since the epoch. */
export function reminderTime(day: string, daysBefore: number): number {
  return Date.parse(`${day}T${String(REMINDER_HOUR_UTC).padStart(2, '0')}:00:00Z`) - daysBefore * DAY_MS;
}

type ReminderJob =
  | { kind: 'task'; planId: string; actionId: string; on: string }
  | { kind: 'repull'; planId: string; on: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseReminderJob(data: unknown): ReminderJob | null {
  const d = (data ?? {}) as Record<string, unknown>;
  if (typeof d.planId !== 'string' || !UUID.test(d.planId) || typeof d.on !== 'string' || !DAY.test(d.on)) return null;
  if (d.kind === 'repull') return { kind: 'repull', planId: d.planId, on: d.on };
  if (d.kind === 'task' && typeof d.actionId === 'string' && UUID.test(d.actionId)) {
    return { kind: 'task', planId: d.planId, actionId: d.actionId, on: d.on };
  }
  return null;
}

/**
 * Queues, in the publishing transaction, the client's reminders of the version just published: one
 * per open task (three days before its due date) and one for the re-pull date (seven days before).
 * A reminder whose moment has passed is not queued (the publishing e-mail has just gone). Keys carry
 * the date, so a task whose due date moved gets a new reminder and its old one finds the date
 * changed and sends nothing; a task unchanged since the version before keeps its one waiting job.
 */
export async function scheduleClientReminders(
  tx: Executor,
  planId: string,
  snapshot: PlanSnapshot,
  doneIds: Set<string>,
  now: number = Date.now(),
): Promise<void> {
  const queue = async (job: ReminderJob, at: number, singletonKey: string) => {
    if (at <= now) return;
    await enqueueJob(tx, JOBS.planReminder, job, { startAfterSeconds: (at - now) / 1000, singletonKey });
  };
  for (const action of snapshot.actions) {
    if (doneIds.has(action.id)) continue;
    await queue(
      { kind: 'task', planId, actionId: action.id, on: action.dueOn },
      reminderTime(action.dueOn, TASK_REMINDER_DAYS),
      `task:${action.id}:${action.dueOn}`,
    );
  }
  if (snapshot.targetRepullOn) {
    const on = snapshot.targetRepullOn;
    await queue({ kind: 'repull', planId, on }, reminderTime(on, REPULL_REMINDER_DAYS), `repull:${planId}:${on}`);
  }
}

/**
 * The client's account e-mail, first name and language (docs/decisions/139); null without an active
 * account: a guest's plan is not theirs to open yet, a deleted or deactivated account is told nothing.
 */
async function clientOf(tx: Executor, plan: Plan): Promise<{ email: string; firstName: string; locale: Locale } | null> {
  const client = await leadClientToTell(tx, (await leadOfPlan(tx, plan)).row);
  return client?.accountId ? client : null;
}

/**
 * The reminder job. In one transaction: the plan is still active, the task still in its latest
 * published version with the same due date, still open and not removed from the draft (or the
 * re-pull date unchanged); the reminder is claimed on its row (the date it was sent for), then the
 * e-mail queued. Answers whether an e-mail was queued.
 */
export async function sendPlanReminder(db: Database, publicUrl: string, data: unknown): Promise<boolean> {
  const job = parseReminderJob(data);
  if (!job) return false;
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.id, job.planId), eq(plans.status, 'active')))
      .for('update');
    if (!plan) return false;
    const snapshot = await latestSnapshot(tx, plan);
    if (!snapshot) return false;
    const client = await clientOf(tx, plan);
    if (!client) return false;
    const mxpert = await professionalOf(tx, plan);
    const planUrl = `${publicUrl}${planPaths.consumer(plan.id)}`;

    if (job.kind === 'repull') {
      if (snapshot.targetRepullOn !== job.on) return false;
      const [claimed] = await tx
        .update(plans)
        .set({ repullRemindedOn: job.on })
        .where(and(eq(plans.id, plan.id), or(isNull(plans.repullRemindedOn), ne(plans.repullRemindedOn, job.on))))
        .returning({ id: plans.id });
      if (!claimed) return false;
      await enqueueEmail(
        tx,
        client.email,
        planRepullReminderEmail({
          firstName: client.firstName,
          mxpertName: mxpert.name,
          repullOn: job.on,
          planUrl,
          locale: client.locale,
        }),
      );
      return true;
    }

    const action = snapshot.actions.find((a) => a.id === job.actionId);
    if (!action || action.dueOn !== job.on) return false;
    const [claimed] = await tx
      .update(planActions)
      .set({ remindedForDueOn: job.on })
      .where(
        and(
          eq(planActions.id, action.id),
          eq(planActions.planId, plan.id),
          isNull(planActions.doneAt),
          isNull(planActions.deletedAt),
          or(isNull(planActions.remindedForDueOn), ne(planActions.remindedForDueOn, job.on)),
        ),
      )
      .returning({ id: planActions.id });
    if (!claimed) return false;
    await enqueueEmail(
      tx,
      client.email,
      planTaskReminderEmail({
        firstName: client.firstName,
        mxpertName: mxpert.name,
        accountLabel: action.accountLabel,
        kind: action.kind,
        dueOn: action.dueOn,
        pointsMin: action.pointsMin,
        pointsMax: action.pointsMax,
        planUrl,
        locale: client.locale,
      }),
    );
    return true;
  });
}

/**
 * Queues, in the transaction of what the client did (a tick, a document, a checkpoint), the
 * professional's e-mail about it: after a few minutes, and not before an hour since the last one.
 * One waiting job per plan (singleton key): whatever else happens meanwhile goes in the same e-mail.
 */
export async function scheduleActivityEmail(tx: Executor, plan: Plan, now: number = Date.now()): Promise<void> {
  const last = plan.activityEmailedAt?.getTime() ?? 0;
  const at = Math.max(now + ACTIVITY_GATHER_SECONDS * 1000, last + ACTIVITY_EVERY_SECONDS * 1000);
  await enqueueJob(
    tx,
    JOBS.planActivityEmail,
    { planId: plan.id },
    { startAfterSeconds: (at - now) / 1000, singletonKey: `plan:${plan.id}` },
  );
}

/** How many of the client's doings one e-mail lists. */
const ACTIVITY_LINES_MAX = 20;

/**
 * The professional's progress e-mail. In one transaction: the plan locked; within the hour of the
 * last e-mail, the job queues itself again for the hour's end; otherwise the bell items of the plan
 * since the last e-mail become its lines, and the plan's `activity_emailed_at` is set. A plan whose
 * lead the professional deleted, a suspended or rejected professional, or nothing new sends nothing. Answers whether one was queued.
 */
export async function sendPlanActivityEmail(db: Database, publicUrl: string, data: unknown): Promise<boolean> {
  const planId = (data as { planId?: unknown } | null)?.planId;
  if (typeof planId !== 'string' || !UUID.test(planId)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        plan: plans,
        recent: sql<boolean>`${plans.activityEmailedAt} > now() - make_interval(secs => ${ACTIVITY_EVERY_SECONDS})`,
      })
      .from(plans)
      .where(and(eq(plans.id, planId), planShownToProfessional))
      .for('update', { of: plans });
    if (!row) return false;
    const { plan } = row;
    if (row.recent && plan.activityEmailedAt) {
      const due = plan.activityEmailedAt.getTime() + ACTIVITY_EVERY_SECONDS * 1000;
      await enqueueJob(
        tx,
        JOBS.planActivityEmail,
        { planId },
        { startAfterSeconds: Math.max(1, (due - Date.now()) / 1000), singletonKey: `plan:${planId}` },
      );
      return false;
    }
    const mxpert = await professionalOf(tx, plan);
    const items = await noticesOfPlan(tx, {
      userId: mxpert.userId,
      type: 'plan_progress',
      planId: plan.id,
      since: plan.activityEmailedAt,
      limit: ACTIVITY_LINES_MAX + 1,
    });
    if (items.length === 0) return false;
    // A suspended or rejected professional acts on nothing, so is told of nothing (decision 083).
    const [account] = await tx
      .select({ email: activeAccounts.email, locale: activeAccounts.locale })
      .from(activeAccounts)
      .innerJoin(profilesInStanding, eq(profilesInStanding.userId, activeAccounts.id))
      .where(eq(activeAccounts.id, mxpert.userId));
    await tx.update(plans).set({ activityEmailedAt: sql`now()` }).where(eq(plans.id, plan.id));
    if (!account) return false;
    const lines = items.slice(0, ACTIVITY_LINES_MAX).reverse();
    await enqueueEmail(
      tx,
      account.email,
      planActivityEmail({
        mxpertName: mxpert.name,
        clientName: lines[0]?.senderName ?? null,
        lines: lines.map((l) => l.message),
        more: items.length > ACTIVITY_LINES_MAX,
        planUrl: `${publicUrl}${planPaths.mxpert(plan.id)}`,
        locale: account.locale,
      }),
    );
    return true;
  });
}
