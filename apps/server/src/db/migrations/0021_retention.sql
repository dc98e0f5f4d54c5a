ALTER TABLE "support_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree (lower("to_address"));--> statement-breakpoint
CREATE INDEX "support_requests_closed_at_idx" ON "support_requests" USING btree ("closed_at");--> statement-breakpoint
-- hand-written: a closed request's closing time is taken as its last change (docs/decisions/082)
UPDATE "support_requests" SET "closed_at" = "updated_at" WHERE "status" = 'closed';--> statement-breakpoint
-- hand-written: the daily retention job (docs/decisions/082): its queue, the job library's own queue that turns schedules into jobs, and the schedule (03:15 UTC)
SELECT pgboss.create_queue('retention', '{"policy":"short"}');--> statement-breakpoint
SELECT pgboss.create_queue('__pgboss__send-it', '{"policy":"standard"}');--> statement-breakpoint
INSERT INTO pgboss.schedule (name, cron, timezone, data, options) VALUES ('retention', '15 3 * * *', 'UTC', '{}', '{}');
