ALTER TABLE "cop_requests" ADD COLUMN "sender_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "sender_token_hash" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cop_requests_sender_token_key" ON "cop_requests" USING btree ("sender_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_token_key" ON "messages" USING btree ("sender_token_hash");