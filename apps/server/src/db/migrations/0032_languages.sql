ALTER TABLE "cop_requests" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD CONSTRAINT "cop_requests_locale_check" CHECK ("cop_requests"."locale" in ('en-US', 'es-US'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_locale_check" CHECK ("messages"."locale" in ('en-US', 'es-US'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en-US', 'es-US'));