CREATE TABLE "conversation_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"cop_request_id" uuid,
	"from" text NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "conversation_replies_from_check" CHECK ("conversation_replies"."from" in ('mxpert', 'consumer')),
	CONSTRAINT "conversation_replies_item_check" CHECK (("conversation_replies"."message_id" is null) <> ("conversation_replies"."cop_request_id" is null))
);
--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_replies" ADD CONSTRAINT "conversation_replies_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_replies" ADD CONSTRAINT "conversation_replies_cop_request_id_cop_requests_id_fk" FOREIGN KEY ("cop_request_id") REFERENCES "public"."cop_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_replies" ADD CONSTRAINT "conversation_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_replies_message_idx" ON "conversation_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_replies_cop_request_idx" ON "conversation_replies" USING btree ("cop_request_id","created_at");