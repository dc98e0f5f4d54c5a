ALTER TABLE "cop_requests" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: the queue of the review invitations (docs/decisions/067), policy short like lead-reminder (one waiting job per singleton key)
SELECT pgboss.create_queue('review-invitation', '{"policy":"short"}');
