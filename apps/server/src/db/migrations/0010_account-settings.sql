CREATE TABLE "email_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"review_invitations" boolean DEFAULT true NOT NULL,
	"digests" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_states_idx";--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_loan_types_idx";--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_specializations_idx";--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_languages_idx";--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_order_idx";--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_rating_idx";--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_experience_idx";--> statement-breakpoint
DROP INDEX "mxpert_profiles_directory_text_idx";--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "cop_requests" ADD COLUMN "sender_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_states_idx" ON "mxpert_profiles" USING gin ("service_areas") WHERE approval_status = 'approved' and onboard_completed and paused_at is null;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_loan_types_idx" ON "mxpert_profiles" USING gin ("loan_types") WHERE approval_status = 'approved' and onboard_completed and paused_at is null;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_specializations_idx" ON "mxpert_profiles" USING gin ("specializations") WHERE approval_status = 'approved' and onboard_completed and paused_at is null;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_languages_idx" ON "mxpert_profiles" USING gin ("languages") WHERE approval_status = 'approved' and onboard_completed and paused_at is null;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_order_idx" ON "mxpert_profiles" USING btree ("scores_optimized" DESC NULLS FIRST,"years_experience" DESC NULLS FIRST,"cxid") WHERE approval_status = 'approved' and onboard_completed and paused_at is null;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_rating_idx" ON "mxpert_profiles" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"cxid") WHERE approval_status = 'approved' and onboard_completed and paused_at is null;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_experience_idx" ON "mxpert_profiles" USING btree ("years_experience" DESC NULLS LAST,"scores_optimized" DESC NULLS LAST,"cxid") WHERE approval_status = 'approved' and onboard_completed and paused_at is null;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_text_idx" ON "mxpert_profiles" USING gin (lower(coalesce(full_name, '') || ' ' || coalesce(company_name, '')) gin_trgm_ops) WHERE approval_status = 'approved' and onboard_completed and paused_at is null;