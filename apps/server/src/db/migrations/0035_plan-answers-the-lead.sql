-- A published plan answers its lead (docs/decisions/136): the lead keeps when a plan grown out of it was
-- first published, filled here from each plan's first version, and the response-time index carries it so
-- the figures still read the index alone.
DROP INDEX "leads_response_time_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "plan_published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "leads" SET "plan_published_at" = "first"."published_at"
  FROM (SELECT "plans"."lead_id", min("plan_versions"."published_at") AS "published_at"
        FROM "plans" JOIN "plan_versions" ON "plan_versions"."plan_id" = "plans"."id"
        GROUP BY "plans"."lead_id") AS "first"
  WHERE "first"."lead_id" = "leads"."id";--> statement-breakpoint
CREATE INDEX "leads_response_time_idx" ON "leads" USING btree ("mxpert_profile_id","created_at","first_reply_at","phone_contacted_at","plan_published_at");
