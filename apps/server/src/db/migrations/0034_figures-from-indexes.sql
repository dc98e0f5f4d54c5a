-- Two figures read from an index alone (docs/decisions/134): a professional's response time reads
-- (profile, created_at, first reply, phone contact) of their recent leads, and the admin's tiles count
-- the listed profiles (approved, onboarded, not paused) with paused_at in the status index.
DROP INDEX "mxpert_profiles_status_idx";--> statement-breakpoint
CREATE INDEX "leads_response_time_idx" ON "leads" USING btree ("mxpert_profile_id","created_at","first_reply_at","phone_contacted_at");--> statement-breakpoint
CREATE INDEX "mxpert_profiles_status_idx" ON "mxpert_profiles" USING btree ("approval_status","onboard_completed","created_at","paused_at");