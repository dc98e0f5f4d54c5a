CREATE TABLE "report_daily_counts" (
	"source" text NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "report_daily_counts_pkey" PRIMARY KEY("dimension","day","source","value")
);
--> statement-breakpoint
CREATE INDEX "mxpert_profiles_approved_idx" ON "mxpert_profiles" USING btree ("approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mxpert_profiles"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "mxpert_profiles_report_idx" ON "mxpert_profiles" USING btree ("company_name","years_experience","service_areas") WHERE "mxpert_profiles"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "mxpert_profiles_search_idx" ON "mxpert_profiles" USING gin ((coalesce("full_name", '') || ' ' || coalesce("company_name", '') || ' ' || "nmls_id" || ' ' || "cxid") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_type_created_idx" ON "notifications" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("name" || ' ' || "email") gin_trgm_ops);
--> statement-breakpoint
-- Keeps report_daily_counts equal to the live rows of messages and cop_requests, in the transaction
-- of every change (docs/decisions/032-reports.md). TG_ARGV[0] names the type column.
-- Statement-level: a bulk insert or delete touches each (day, value) counter once, in key order.
CREATE FUNCTION "report_daily_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END;
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  EXECUTE format(
    'INSERT INTO report_daily_counts AS c (source, dimension, day, value, count)
       SELECT %L, d.dimension, d.day, d.value, %s * d.n FROM (
         SELECT ''type'' AS dimension, (created_at AT TIME ZONE ''UTC'')::date AS day, %I AS value, count(*)::int AS n
           FROM %I GROUP BY 2, 3
         UNION ALL
         SELECT ''state'', (created_at AT TIME ZONE ''UTC'')::date, state, count(*)::int
           FROM %I WHERE state IS NOT NULL GROUP BY 2, 3
       ) d
       ORDER BY 2, 3, 4
     ON CONFLICT (source, dimension, day, value) DO UPDATE SET count = c.count + excluded.count',
    TG_TABLE_NAME, sign, TG_ARGV[0], changed, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Row-level, for the rare update of a counted column (type, state or date): moves one count.
CREATE FUNCTION "report_daily_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_type text;
  new_type text;
BEGIN
  EXECUTE format('SELECT ($1).%1$I::text, ($2).%1$I::text', TG_ARGV[0]) INTO old_type, new_type USING OLD, NEW;
  INSERT INTO report_daily_counts AS c (source, dimension, day, value, count)
    SELECT TG_TABLE_NAME, d.dimension, d.day, d.value, sum(d.n)::int
    FROM (VALUES
      ('type', (OLD.created_at AT TIME ZONE 'UTC')::date, old_type, -1),
      ('state', (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.state, -1),
      ('type', (NEW.created_at AT TIME ZONE 'UTC')::date, new_type, 1),
      ('state', (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.state, 1)
    ) AS d(dimension, day, value, n)
    WHERE d.value IS NOT NULL
    GROUP BY 2, 3, 4
    HAVING sum(d.n) <> 0
    ORDER BY 2, 3, 4
  ON CONFLICT (source, dimension, day, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_report_insert" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_daily_counts_apply('help_type');
--> statement-breakpoint
CREATE TRIGGER "messages_report_delete" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_daily_counts_apply('help_type');
--> statement-breakpoint
CREATE TRIGGER "messages_report_update" AFTER UPDATE OF help_type, state, created_at ON "messages" FOR EACH ROW
  WHEN (OLD.help_type IS DISTINCT FROM NEW.help_type OR OLD.state IS DISTINCT FROM NEW.state OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_daily_counts_move('help_type');
--> statement-breakpoint
CREATE TRIGGER "cop_requests_report_insert" AFTER INSERT ON "cop_requests" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_daily_counts_apply('mortgage_process');
--> statement-breakpoint
CREATE TRIGGER "cop_requests_report_delete" AFTER DELETE ON "cop_requests" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_daily_counts_apply('mortgage_process');
--> statement-breakpoint
CREATE TRIGGER "cop_requests_report_update" AFTER UPDATE OF mortgage_process, state, created_at ON "cop_requests" FOR EACH ROW
  WHEN (OLD.mortgage_process IS DISTINCT FROM NEW.mortgage_process OR OLD.state IS DISTINCT FROM NEW.state OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_daily_counts_move('mortgage_process');
--> statement-breakpoint
-- The rows that exist already. The triggers above hold their tables' lock until this migration
-- commits, so no row is counted twice or missed.
INSERT INTO "report_daily_counts" (source, dimension, day, value, count)
SELECT 'messages', 'type', (created_at AT TIME ZONE 'UTC')::date, help_type, count(*)::int FROM messages GROUP BY 3, 4
UNION ALL
SELECT 'messages', 'state', (created_at AT TIME ZONE 'UTC')::date, state, count(*)::int FROM messages WHERE state IS NOT NULL GROUP BY 3, 4
UNION ALL
SELECT 'cop_requests', 'type', (created_at AT TIME ZONE 'UTC')::date, mortgage_process, count(*)::int FROM cop_requests GROUP BY 3, 4
UNION ALL
SELECT 'cop_requests', 'state', (created_at AT TIME ZONE 'UTC')::date, state, count(*)::int FROM cop_requests WHERE state IS NOT NULL GROUP BY 3, 4;
