CREATE TABLE "plan_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploader_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_documents_content_type_check" CHECK ("plan_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "plan_documents_uploaded_by_check" CHECK ("plan_documents"."uploaded_by" in ('mxpert', 'consumer'))
);
--> statement-breakpoint
ALTER TABLE "plan_documents" ADD CONSTRAINT "plan_documents_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_documents" ADD CONSTRAINT "plan_documents_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_documents_plan_idx" ON "plan_documents" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_documents_storage_key_key" ON "plan_documents" USING btree ("storage_key");--> statement-breakpoint
-- hand-written: the queue that removes a deleted plan's document files from the storage (docs/decisions/094)
SELECT pgboss.create_queue('plan-documents-removal', '{"policy":"standard"}');
