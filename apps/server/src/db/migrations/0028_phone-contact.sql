ALTER TABLE "cop_requests" ADD COLUMN "phone_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "phone_contacted_at" timestamp with time zone;