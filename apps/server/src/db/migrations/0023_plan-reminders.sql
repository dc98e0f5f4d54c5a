ALTER TABLE "plan_actions" ADD COLUMN "reminded_for_due_on" date;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "repull_reminded_on" date;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "activity_emailed_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: the queues of the client's plan reminders and the professional's progress e-mail (docs/decisions/095), policy short (one waiting job per singleton key)
SELECT pgboss.create_queue('plan-reminder', '{"policy":"short"}');--> statement-breakpoint
SELECT pgboss.create_queue('plan-activity-email', '{"policy":"short"}');
