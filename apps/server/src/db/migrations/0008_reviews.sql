CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mxpert_profile_id" uuid NOT NULL,
	"consumer_user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"responsiveness" integer,
	"knowledge" integer,
	"communication" integer,
	"body" text NOT NULL,
	"points_improved" integer,
	"status" text DEFAULT 'visible' NOT NULL,
	"reply_body" text,
	"reply_created_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"hidden_at" timestamp with time zone,
	"hide_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_subratings_check" CHECK (coalesce("reviews"."responsiveness", 1) between 1 and 5 and coalesce("reviews"."knowledge", 1) between 1 and 5 and coalesce("reviews"."communication", 1) between 1 and 5),
	CONSTRAINT "reviews_points_check" CHECK ("reviews"."points_improved" between 0 and 400),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('visible', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "rating_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "rating_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "rating_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "rating_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "rating_5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "points_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "points_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mxpert_profiles" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (case when review_count > 0 then rating_sum::float8 / review_count end) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_mxpert_profile_id_mxpert_profiles_id_fk" FOREIGN KEY ("mxpert_profile_id") REFERENCES "public"."mxpert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_consumer_user_id_users_id_fk" FOREIGN KEY ("consumer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_mxpert_key" ON "reviews" USING btree ("consumer_user_id","mxpert_profile_id");--> statement-breakpoint
CREATE INDEX "reviews_mxpert_newest_idx" ON "reviews" USING btree ("mxpert_profile_id","created_at" DESC NULLS LAST,"id") WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_mxpert_rating_idx" ON "reviews" USING btree ("mxpert_profile_id","rating","created_at" DESC NULLS LAST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","reported_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_rating_idx" ON "mxpert_profiles" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"cxid") WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
CREATE INDEX "mxpert_profiles_directory_experience_idx" ON "mxpert_profiles" USING btree ("years_experience" DESC NULLS LAST,"scores_optimized" DESC NULLS LAST,"cxid") WHERE approval_status = 'approved' and onboard_completed;--> statement-breakpoint
-- hand-written:
-- Keeps the review figures on mxpert_profiles equal to the visible reviews, in the transaction of
-- every insert, update and delete (docs/decisions/064-review-aggregates.md). Statement-level: a bulk
-- change touches each professional once, in id order (no deadlock between two bulk changes).
CREATE FUNCTION "reviews_aggregate_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows' END;
BEGIN
  EXECUTE format(
    'UPDATE mxpert_profiles p SET
       review_count = p.review_count + d.n, rating_sum = p.rating_sum + d.total,
       rating_1 = p.rating_1 + d.r1, rating_2 = p.rating_2 + d.r2, rating_3 = p.rating_3 + d.r3,
       rating_4 = p.rating_4 + d.r4, rating_5 = p.rating_5 + d.r5,
       points_sum = p.points_sum + d.psum, points_count = p.points_count + d.pn
     FROM (
       SELECT mxpert_profile_id AS id, sum(s)::int AS n, sum(s * rating)::int AS total,
         coalesce(sum(s) FILTER (WHERE rating = 1), 0)::int AS r1, coalesce(sum(s) FILTER (WHERE rating = 2), 0)::int AS r2,
         coalesce(sum(s) FILTER (WHERE rating = 3), 0)::int AS r3, coalesce(sum(s) FILTER (WHERE rating = 4), 0)::int AS r4,
         coalesce(sum(s) FILTER (WHERE rating = 5), 0)::int AS r5,
         coalesce(sum(s * points_improved), 0)::int AS psum,
         coalesce(sum(s) FILTER (WHERE points_improved IS NOT NULL), 0)::int AS pn
       FROM (%s) c WHERE status = ''visible''
       GROUP BY mxpert_profile_id
       ORDER BY mxpert_profile_id
     ) d
     WHERE p.id = d.id AND (d.n, d.total, d.r1, d.r2, d.r3, d.r4, d.r5, d.psum, d.pn) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)',
    changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_aggregate_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_aggregate_apply();
--> statement-breakpoint
CREATE TRIGGER "reviews_aggregate_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_aggregate_apply();
--> statement-breakpoint
CREATE TRIGGER "reviews_aggregate_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_aggregate_apply();
