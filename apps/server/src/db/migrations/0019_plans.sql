CREATE TABLE "plan_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account_label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"points_min" integer NOT NULL,
	"points_max" integer NOT NULL,
	"due_on" date NOT NULL,
	"statement_day" integer,
	"instructions" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_actions_points_check" CHECK ("plan_actions"."points_min" between 0 and 200 and "plan_actions"."points_max" between "plan_actions"."points_min" and 200),
	CONSTRAINT "plan_actions_statement_day_check" CHECK ("plan_actions"."statement_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "plan_checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"bureau" text NOT NULL,
	"score" integer NOT NULL,
	"read_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_checkpoints_bureau_check" CHECK ("plan_checkpoints"."bureau" in ('equifax', 'experian', 'transunion')),
	CONSTRAINT "plan_checkpoints_recorded_by_check" CHECK ("plan_checkpoints"."recorded_by" in ('mxpert', 'consumer')),
	CONSTRAINT "plan_checkpoints_score_check" CHECK ("plan_checkpoints"."score" between 300 and 850)
);
--> statement-breakpoint
CREATE TABLE "plan_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"cop_request_id" uuid,
	"mxpert_profile_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"equifax_start" integer,
	"experian_start" integer,
	"transunion_start" integer,
	"scores_read_on" date,
	"target_score" integer,
	"target_repull_on" date,
	"summary" text DEFAULT '' NOT NULL,
	"loan_amount" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"equifax_final" integer,
	"experian_final" integer,
	"transunion_final" integer,
	"final_read_on" date,
	"gain" integer,
	"estimated_gain" integer,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_lead_check" CHECK (("plans"."message_id" is null) <> ("plans"."cop_request_id" is null)),
	CONSTRAINT "plans_status_check" CHECK ("plans"."status" in ('draft', 'active', 'completed', 'closed')),
	CONSTRAINT "plans_equifax_start_check" CHECK ("plans"."equifax_start" between 300 and 850),
	CONSTRAINT "plans_experian_start_check" CHECK ("plans"."experian_start" between 300 and 850),
	CONSTRAINT "plans_transunion_start_check" CHECK ("plans"."transunion_start" between 300 and 850),
	CONSTRAINT "plans_target_check" CHECK ("plans"."target_score" between 300 and 850),
	CONSTRAINT "plans_equifax_final_check" CHECK ("plans"."equifax_final" between 300 and 850),
	CONSTRAINT "plans_experian_final_check" CHECK ("plans"."experian_final" between 300 and 850),
	CONSTRAINT "plans_transunion_final_check" CHECK ("plans"."transunion_final" between 300 and 850)
);
--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "believed_score_range" text;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "target_score" integer;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "timeline" text;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "loan_amount" integer;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "plan_actions" ADD CONSTRAINT "plan_actions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_checkpoints" ADD CONSTRAINT "plan_checkpoints_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_checkpoints" ADD CONSTRAINT "plan_checkpoints_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_versions" ADD CONSTRAINT "plan_versions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_cop_request_id_cop_requests_id_fk" FOREIGN KEY ("cop_request_id") REFERENCES "public"."cop_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_mxpert_profile_id_mxpert_profiles_id_fk" FOREIGN KEY ("mxpert_profile_id") REFERENCES "public"."mxpert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_actions_plan_idx" ON "plan_actions" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "plan_checkpoints_plan_idx" ON "plan_checkpoints" USING btree ("plan_id","read_on");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_versions_plan_version_key" ON "plan_versions" USING btree ("plan_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_message_key" ON "plans" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_cop_request_key" ON "plans" USING btree ("cop_request_id");--> statement-breakpoint
CREATE INDEX "plans_mxpert_status_idx" ON "plans" USING btree ("mxpert_profile_id","status","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "plans_outcome_idx" ON "plans" USING btree ("mxpert_profile_id","gain","estimated_gain") WHERE "plans"."status" = 'completed';