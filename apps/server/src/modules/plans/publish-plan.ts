import { PLAN_TEXT, type PlanVersionSummary, planPaths } from '@mx/contract';
import type { Locale } from '@mx/contract/i18n/locale';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { User } from '../auth/current-user.ts';
import { leadClientAccount, leadClientToTell } from '../leads/lead-client.ts';
import { leadOfPlan, markLeadPlanPublished } from '../leads/plan-lead.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { notifyUser } from '../notifications/notify.ts';
import { changesBetween, changesIn, draftSnapshot, isPublishable, type StoredChange, toVersionSummary } from './content.ts';
import { actionRowsOf, latestSnapshot, lockPlanForChange } from './own-plan.ts';
import { planPublishedEmail } from './plan-emails.ts';
import { scheduleClientReminders } from './plan-reminders.ts';
import { professionalOf } from './professional.ts';
import { type Plan, plans, planVersions } from './schema.ts';

export interface PublishInput {
  user: User;
  planId: string;
  note: string;
  publicUrl: string;
  /** The publisher's reader language: the answer's lines of what changed are in it. */
  locale?: Locale;
}

/**
 * POST /api/dashboard/plans/{id}/publish: the draft becomes the next version the client reads, with
 * the note and the list of what changed since the version before. A draft without what a
 * plan needs, or one that changed nothing since the last version, is refused (409). In the same
 * transaction the client is told: an e-mail (to create an account, for a guest) unless their account
 * was deleted or deactivated, and, with an account, a notification, a deactivated account's too
 * (docs/decisions/139); and the plan's lead is answered from its first version on (docs/decisions/136).
 */
export async function publishPlan(db: Executor, input: PublishInput): Promise<PlanVersionSummary> {
  return db.transaction(async (tx) => {
    const plan = await lockPlanForChange(tx, input.user, input.planId);
    const rows = await actionRowsOf(tx, plan.id);
    const snapshot = draftSnapshot(plan, rows);
    if (!isPublishable(snapshot)) throw new AppError('CONFLICT', PLAN_TEXT.notPublishable);
    const latest = await latestSnapshot(tx, plan);
    const changes = latest ? changesBetween(latest, snapshot) : [];
    if (latest && changes.length === 0) throw new AppError('CONFLICT', PLAN_TEXT.nothingChanged);

    const version = plan.version + 1;
    const [row] = await tx
      .insert(planVersions)
      .values({ planId: plan.id, version, snapshot, note: input.note, changes })
      .returning();
    if (!row) throw new Error('publishPlan: no row');
    await tx
      .update(plans)
      .set({ version, status: 'active', publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(plans.id, plan.id));
    await markLeadPlanPublished(tx, plan.leadId);
    await tellClient(tx, input, plan, { version, note: input.note, changes });
    await scheduleClientReminders(tx, plan.id, snapshot, new Set(rows.filter((r) => r.doneAt !== null).map((r) => r.id)));
    return toVersionSummary(row, input.locale);
  });
}

async function tellClient(
  tx: Executor,
  input: PublishInput,
  plan: Plan,
  published: { version: number; note: string; changes: StoredChange[] },
): Promise<void> {
  const lead = await leadOfPlan(tx, plan);
  // The account's bell hears of every version, a deactivated account's too: it finds the notice once
  // reactivated. The e-mail goes to nobody when the client deleted their account or an admin
  // deactivated it (docs/decisions/139).
  const accountId = leadClientAccount(lead.row);
  const client = await leadClientToTell(tx, lead.row);
  if (!accountId && !client) return;
  const mxpert = await professionalOf(tx, plan);
  if (client) {
    const common = {
      mxpertName: mxpert.name,
      firstName: client.firstName,
      ...published,
      changes: changesIn(client.locale, published.changes),
      locale: client.locale,
    };
    const content =
      client.accountId === null
        ? planPublishedEmail({
            ...common,
            hasAccount: false,
            publicUrl: input.publicUrl,
            email: client.email,
            lastName: client.lastName,
          })
        : planPublishedEmail({ ...common, hasAccount: true, planUrl: `${input.publicUrl}${planPaths.consumer(plan.id)}` });
    await enqueueEmail(tx, client.email, content);
  }
  if (accountId) {
    await notifyUser(tx, accountId, {
      type: 'plan_published',
      title: PLAN_TEXT.publishedTitle(mxpert.name),
      message: published.version === 1 ? 'Your plan is ready to open.' : `Version ${published.version} of your plan is ready.`,
      metadata: { mxpertName: mxpert.name, planId: plan.id, version: published.version, link: planPaths.consumer(plan.id) },
      text: {
        title: { id: 'answers.notice.planPublishedTitle', values: { mxpertName: mxpert.name } },
        message:
          published.version === 1
            ? { id: 'answers.notice.planReady', values: {} }
            : { id: 'answers.notice.planVersionReady', values: { version: published.version } },
      },
    });
  }
}
