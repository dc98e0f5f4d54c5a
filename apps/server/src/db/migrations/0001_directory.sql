-- Trigram matching for the directory's name and company search (PGlite loads it from its contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_states_idx" ON "mxpert_profiles" USING gin ("service_areas") WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_loan_types_idx" ON "mxpert_profiles" USING gin ("loan_types") WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_specializations_idx" ON "mxpert_profiles" USING gin ("specializations") WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_languages_idx" ON "mxpert_profiles" USING gin ("languages") WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_order_idx" ON "mxpert_profiles" USING btree ("scores_optimized" DESC NULLS FIRST,"years_experience" DESC NULLS FIRST,"cxid") WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_text_idx" ON "mxpert_profiles" USING gin (lower(coalesce(full_name, '') || ' ' || coalesce(company_name, '')) gin_trgm_ops) WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE not is_active;