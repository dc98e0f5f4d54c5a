CREATE TABLE "account_email_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "holds_secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "account_email_requests_created_idx" ON "account_email_requests" USING btree ("created_at");--> statement-breakpoint
UPDATE "email_outbox" SET "holds_secret" = true WHERE "text_body" ~ '[?&]token=';--> statement-breakpoint
UPDATE "email_outbox" SET "text_body" = regexp_replace("text_body", '([?&]token=)[^&\s"''<>]+', '\1removed', 'g'), "html_body" = regexp_replace("html_body", '([?&]token=)[^&\s"''<>]+', '\1removed', 'g') WHERE "holds_secret" AND "status" IN ('sent', 'dead');
