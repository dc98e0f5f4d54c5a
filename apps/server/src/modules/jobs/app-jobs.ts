import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { sendLeadReminder } from '../inquiries/lead-reminder.ts';
import { applyRetention } from '../retention/retention.ts';
import { sendReviewInvitation } from '../reviews/invitation.ts';
import { JOBS } from './queue.ts';
import { type JobRunner, startJobRunner } from './runner.ts';

/** The app's job runner: every queue with its handler (main.ts starts it after the migrations). */
export function startAppJobRunner(
  database: DatabaseHandle,
  config: Pick<Config, 'publicUrl' | 'leadReminderSeconds' | 'jobPollSeconds'>,
  log: FastifyBaseLogger,
): Promise<JobRunner> {
  return startJobRunner(database, log, {
    pollSeconds: config.jobPollSeconds,
    handlers: {
      [JOBS.leadReminder]: async (job) => {
        await sendLeadReminder(database.db, config.publicUrl, config.leadReminderSeconds, job.data);
      },
      [JOBS.reviewInvitation]: async (job) => {
        await sendReviewInvitation(database.db, config.publicUrl, job.data);
      },
      [JOBS.retention]: async () => {
        const deleted = await applyRetention(database.db);
        log.info({ deleted }, 'retention applied');
      },
    },
  });
}
