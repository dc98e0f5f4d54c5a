ALTER TABLE "cop_requests" ADD COLUMN "hidden_by_mxpert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_by_mxpert_at" timestamp with time zone;