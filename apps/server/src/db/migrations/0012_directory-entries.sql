CREATE TABLE "directory_entries" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"cxid" text NOT NULL,
	"scores_optimized" integer NOT NULL,
	"years_experience" integer NOT NULL,
	"rating_average" double precision,
	"review_count" integer NOT NULL,
	"tags" text[] NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_tag_counts" (
	"tag" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_profile_id_mxpert_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."mxpert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_tags_idx" ON "directory_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "directory_entries_text_idx" ON "directory_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "directory_entries_recommended_idx" ON "directory_entries" USING btree ("scores_optimized" DESC NULLS LAST,"years_experience" DESC NULLS LAST,"cxid");--> statement-breakpoint
CREATE INDEX "directory_entries_rating_idx" ON "directory_entries" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"cxid");--> statement-breakpoint
CREATE INDEX "directory_entries_experience_idx" ON "directory_entries" USING btree ("years_experience" DESC NULLS LAST,"scores_optimized" DESC NULLS LAST,"cxid");--> statement-breakpoint
-- hand-written:
-- directory_entries holds exactly the listed professionals (approved, onboarded, not paused, account
-- active), kept so in the transaction of every change by the triggers below
-- (docs/decisions/069-directory-search-table.md). Narrow and small: a count reads it in one process,
-- so no parallel workers (they cost three processes per count under load).
ALTER TABLE "directory_entries" SET (parallel_workers = 0);
--> statement-breakpoint
-- Brings the entries of these profiles in line with their rows: listed ones inserted or updated (a
-- write only when something the directory reads changed), the others removed. In id order, so two
-- bulk changes never deadlock.
CREATE FUNCTION "directory_entries_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO directory_entries AS e
    (profile_id, cxid, scores_optimized, years_experience, rating_average, review_count, tags, search_text)
  SELECT p.id, p.cxid, p.scores_optimized, p.years_experience, p.rating_average, p.review_count,
    ARRAY(SELECT 's:' || v FROM unnest(p.service_areas) v)
      || ARRAY(SELECT 'l:' || v FROM unnest(p.loan_types) v)
      || ARRAY(SELECT 'm:' || v FROM unnest(p.specializations) v)
      || ARRAY(SELECT 'g:' || v FROM unnest(p.languages) v),
    lower(coalesce(p.full_name, '') || ' ' || coalesce(p.company_name, ''))
  FROM mxpert_profiles p JOIN users u ON u.id = p.user_id
  WHERE p.id = ANY(ids)
    AND p.approval_status = 'approved' AND p.onboard_completed AND p.paused_at IS NULL AND u.is_active
  ORDER BY p.id
  ON CONFLICT (profile_id) DO UPDATE SET
    cxid = excluded.cxid, scores_optimized = excluded.scores_optimized,
    years_experience = excluded.years_experience, rating_average = excluded.rating_average,
    review_count = excluded.review_count, tags = excluded.tags, search_text = excluded.search_text
  WHERE (e.cxid, e.scores_optimized, e.years_experience, e.rating_average, e.review_count, e.tags, e.search_text)
    IS DISTINCT FROM (excluded.cxid, excluded.scores_optimized, excluded.years_experience,
      excluded.rating_average, excluded.review_count, excluded.tags, excluded.search_text);
  DELETE FROM directory_entries e
  WHERE e.profile_id = ANY(ids) AND NOT EXISTS (
    SELECT 1 FROM mxpert_profiles p JOIN users u ON u.id = p.user_id
    WHERE p.id = e.profile_id
      AND p.approval_status = 'approved' AND p.onboard_completed AND p.paused_at IS NULL AND u.is_active);
$$;
--> statement-breakpoint
CREATE FUNCTION "directory_entries_profiles_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM directory_entries_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the rows where something the directory reads changed (a new photo or about-me text changes nothing).
CREATE FUNCTION "directory_entries_profiles_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  ids := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.approval_status, n.onboard_completed, n.paused_at, n.user_id, n.cxid, n.scores_optimized,
        n.years_experience, n.rating_average, n.review_count, n.service_areas, n.loan_types,
        n.specializations, n.languages, n.full_name, n.company_name)
      IS DISTINCT FROM (o.approval_status, o.onboard_completed, o.paused_at, o.user_id, o.cxid, o.scores_optimized,
        o.years_experience, o.rating_average, o.review_count, o.service_areas, o.loan_types,
        o.specializations, o.languages, o.full_name, o.company_name));
  IF cardinality(ids) > 0 THEN
    PERFORM directory_entries_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An account activated or deactivated. The profiles are locked first: a concurrent change of one of
-- them (an approval) then either commits before this reads it or waits for this transaction, so the
-- two never decide on each other's old state.
CREATE FUNCTION "directory_entries_users_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(s.id) INTO ids FROM (
    SELECT p.id FROM mxpert_profiles p
    WHERE p.user_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.is_active IS DISTINCT FROM o.is_active)
    ORDER BY p.id
    FOR NO KEY UPDATE OF p) s;
  IF cardinality(ids) > 0 THEN
    PERFORM directory_entries_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "directory_entries_profiles_insert" AFTER INSERT ON "mxpert_profiles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_entries_profiles_inserted();
--> statement-breakpoint
CREATE TRIGGER "directory_entries_profiles_update" AFTER UPDATE ON "mxpert_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_entries_profiles_updated();
--> statement-breakpoint
CREATE TRIGGER "directory_entries_users_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_entries_users_updated();
--> statement-breakpoint
-- directory_tag_counts: each tag's number of entries, and `*` the number of entries, moved by the
-- entries a statement added (+1) and removed (-1), once per tag of a row, grouped by tag in tag
-- order; a statement that changes no tags writes nothing.
CREATE FUNCTION "directory_tag_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, profile_id, tags FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, profile_id, tags FROM old_rows'
    ELSE 'SELECT 1 AS s, profile_id, tags FROM new_rows UNION ALL SELECT -1 AS s, profile_id, tags FROM old_rows' END;
BEGIN
  EXECUTE format(
    'INSERT INTO directory_tag_counts AS c (tag, n)
     SELECT tag, sum(s)::int FROM (
       SELECT DISTINCT ch.s, ch.profile_id, t.tag FROM (%s) ch, unnest(ch.tags || ''*''::text) AS t(tag)
       WHERE t.tag IS NOT NULL
     ) d
     GROUP BY tag HAVING sum(s) <> 0 ORDER BY tag
     ON CONFLICT (tag) DO UPDATE SET n = c.n + excluded.n',
    changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "directory_tag_counts_insert" AFTER INSERT ON "directory_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_tag_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "directory_tag_counts_update" AFTER UPDATE ON "directory_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_tag_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "directory_tag_counts_delete" AFTER DELETE ON "directory_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION directory_tag_counts_apply();
--> statement-breakpoint
-- The professionals listed today.
SELECT directory_entries_refresh(ARRAY(SELECT id FROM mxpert_profiles));
