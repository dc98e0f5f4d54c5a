DROP INDEX "plans_outcome_idx";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "outcome_withheld" text;--> statement-breakpoint
CREATE INDEX "plans_outcome_idx" ON "plans" USING btree ("mxpert_profile_id","gain","estimated_gain") WHERE "plans"."status" = 'completed' and "plans"."outcome_withheld" is null;