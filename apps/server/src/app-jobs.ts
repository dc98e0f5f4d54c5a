import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { Storage } from './lib/storage/storage.ts';
import { JOBS } from './modules/jobs/queue.ts';
import { type JobRunner, startJobRunner } from './modules/jobs/runner.ts';
import { sendLeadReminder } from './modules/leads/reminder.ts';
import { removeDocumentFiles } from './modules/plans/documents.ts';
import { hasCompletedPlan } from './modules/plans/plan-leads.ts';
import { sendPlanActivityEmail, sendPlanReminder } from './modules/plans/plan-reminders.ts';
import { applyRetention } from './modules/retention/retention.ts';
import { sendReviewInvitation } from './modules/reviews/invitation.ts';

/**
 * The app's job runner: every queue with its handler (main.ts starts it after the migrations, with
 * the app's storage; without one it opens the storage the configuration names).
 */
export async function startAppJobRunner(
  database: DatabaseHandle,
  config: Pick<Config, 'publicUrl' | 'leadReminderSeconds' | 'jobPollSeconds' | 'storage' | 'uploadsDir'>,
  log: FastifyBaseLogger,
  storage?: Storage,
): Promise<JobRunner> {
  const files = storage ?? createStorage(config);
  const runner = await startJobRunner(database, log, {
    pollSeconds: config.jobPollSeconds,
    handlers: {
      [JOBS.leadReminder]: async (job) => {
        await sendLeadReminder(database.db, config.publicUrl, config.leadReminderSeconds, job.data);
      },
      [JOBS.reviewInvitation]: async (job) => {
        await sendReviewInvitation(database.db, config.publicUrl, job.data, hasCompletedPlan);
      },
      [JOBS.retention]: async () => {
        const deleted = await applyRetention(database.db);
        log.info({ deleted }, 'retention applied');
      },
      [JOBS.planDocumentsRemoval]: async (job) => {
        await removeDocumentFiles(database.db, files, job.data);
      },
      [JOBS.planReminder]: async (job) => {
        await sendPlanReminder(database.db, config.publicUrl, job.data);
      },
      [JOBS.planActivityEmail]: async (job) => {
        await sendPlanActivityEmail(database.db, config.publicUrl, job.data);
      },
    },
  });
  if (storage) return runner;
  return {
    stop: async (graceMs) => {
      await runner.stop(graceMs);
      files.close();
    },
  };
}
