CREATE TABLE "profile_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mxpert_profile_id" uuid NOT NULL,
	"old_values" jsonb NOT NULL,
	"new_values" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_changes_status_check" CHECK ("profile_changes"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "mxpert_profiles" DROP CONSTRAINT "mxpert_profiles_status_check";--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_changes" ADD CONSTRAINT "profile_changes_mxpert_profile_id_mxpert_profiles_id_fk" FOREIGN KEY ("mxpert_profile_id") REFERENCES "public"."mxpert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_changes" ADD CONSTRAINT "profile_changes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_changes_one_pending_key" ON "profile_changes" USING btree ("mxpert_profile_id") WHERE "profile_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_changes_status_created_idx" ON "profile_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "mxpert_profiles_nmls_idx" ON "mxpert_profiles" USING btree ("nmls_id");--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD CONSTRAINT "mxpert_profiles_status_check" CHECK ("mxpert_profiles"."approval_status" in ('pending', 'approved', 'rejected', 'suspended'));