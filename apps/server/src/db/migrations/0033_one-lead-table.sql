-- One lead table of two kinds (docs/decisions/125): every message and COP request keeps its id, its
-- replies, its consent record and its plan; the reports' counters keep their two sources.
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"mxpert_profile_id" uuid NOT NULL,
	"consumer_user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"preferred_contact" text DEFAULT 'email' NOT NULL,
	"state" text,
	"mxpert_notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"idempotency_key" text,
	"sender_confirmed" boolean DEFAULT true NOT NULL,
	"sender_token_hash" text,
	"first_reply_at" timestamp with time zone,
	"phone_contacted_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"review_invited_at" timestamp with time zone,
	"consent_recorded_at" timestamp with time zone,
	"sender_deleted_at" timestamp with time zone,
	"hidden_by_mxpert_at" timestamp with time zone,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_real_estate_agent" boolean,
	"help_type" text,
	"message" text,
	"mortgage_process" text,
	"believed_score_range" text,
	"target_score" integer,
	"timeline" text,
	"loan_amount" integer,
	"zip" text,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('message', 'cop_request')),
	CONSTRAINT "leads_message_check" CHECK ("leads"."kind" <> 'message' or ("leads"."is_real_estate_agent" is not null and "leads"."help_type" is not null and "leads"."message" is not null and "leads"."mortgage_process" is null and "leads"."believed_score_range" is null and "leads"."target_score" is null and "leads"."timeline" is null and "leads"."loan_amount" is null and "leads"."zip" is null)),
	CONSTRAINT "leads_cop_request_check" CHECK ("leads"."kind" <> 'cop_request' or ("leads"."mortgage_process" is not null and "leads"."is_real_estate_agent" is null and "leads"."help_type" is null and "leads"."message" is null)),
	CONSTRAINT "leads_locale_check" CHECK ("leads"."locale" in ('en-US', 'es-US'))
);
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "mxpert_profile_id", "consumer_user_id", "first_name", "last_name", "email", "phone",
	"preferred_contact", "state", "mxpert_notes", "status", "idempotency_key", "sender_confirmed", "sender_token_hash",
	"first_reply_at", "phone_contacted_at", "reminder_sent_at", "review_invited_at", "consent_recorded_at",
	"sender_deleted_at", "hidden_by_mxpert_at", "locale", "created_at", "updated_at",
	"is_real_estate_agent", "help_type", "message")
SELECT "id", 'message', "mxpert_profile_id", "consumer_user_id", "first_name", "last_name", "email", "phone",
	"preferred_contact", "state", "mxpert_notes", "status", "idempotency_key", "sender_confirmed", "sender_token_hash",
	"first_reply_at", "phone_contacted_at", "reminder_sent_at", "review_invited_at", "consent_recorded_at",
	"sender_deleted_at", "hidden_by_mxpert_at", "locale", "created_at", "updated_at",
	"is_real_estate_agent", "help_type", "message"
FROM "messages";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "mxpert_profile_id", "consumer_user_id", "first_name", "last_name", "email", "phone",
	"preferred_contact", "state", "mxpert_notes", "status", "idempotency_key", "sender_confirmed", "sender_token_hash",
	"first_reply_at", "phone_contacted_at", "reminder_sent_at", "review_invited_at", "consent_recorded_at",
	"sender_deleted_at", "hidden_by_mxpert_at", "locale", "created_at", "updated_at",
	"mortgage_process", "believed_score_range", "target_score", "timeline", "loan_amount", "zip")
SELECT "id", 'cop_request', "mxpert_profile_id", "consumer_user_id", "first_name", "last_name", "email", "phone",
	"preferred_contact", "state", "mxpert_notes", "status", "idempotency_key", "sender_confirmed", "sender_token_hash",
	"first_reply_at", "phone_contacted_at", "reminder_sent_at", "review_invited_at", "consent_recorded_at",
	"sender_deleted_at", "hidden_by_mxpert_at", "locale", "created_at", "updated_at",
	"mortgage_process", "believed_score_range", "target_score", "timeline", "loan_amount", "zip"
FROM "cop_requests";
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_mxpert_profile_id_mxpert_profiles_id_fk" FOREIGN KEY ("mxpert_profile_id") REFERENCES "public"."mxpert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consumer_user_id_users_id_fk" FOREIGN KEY ("consumer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The inbox of one kind reads (profile, kind, status, created_at); the one list and the response time
-- read both kinds of one professional from the same index.
CREATE INDEX "leads_mxpert_status_idx" ON "leads" USING btree ("mxpert_profile_id","kind","status","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_consumer_idx" ON "leads" USING btree ("consumer_user_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_key" ON "leads" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_sender_token_key" ON "leads" USING btree ("sender_token_hash");--> statement-breakpoint
CREATE INDEX "leads_hidden_idx" ON "leads" USING btree ("id") WHERE "leads"."hidden_by_mxpert_at" is not null;--> statement-breakpoint
-- One foreign key to the lead in place of two columns and their exactly-one check.
ALTER TABLE "conversation_replies" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
UPDATE "conversation_replies" SET "lead_id" = coalesce("message_id", "cop_request_id");--> statement-breakpoint
ALTER TABLE "conversation_replies" ALTER COLUMN "lead_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_replies" DROP CONSTRAINT "conversation_replies_item_check";--> statement-breakpoint
DROP INDEX "conversation_replies_message_idx";--> statement-breakpoint
DROP INDEX "conversation_replies_cop_request_idx";--> statement-breakpoint
ALTER TABLE "conversation_replies" DROP COLUMN "message_id";--> statement-breakpoint
ALTER TABLE "conversation_replies" DROP COLUMN "cop_request_id";--> statement-breakpoint
ALTER TABLE "conversation_replies" ADD CONSTRAINT "conversation_replies_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_replies_lead_idx" ON "conversation_replies" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "lead_consents" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
UPDATE "lead_consents" SET "lead_id" = coalesce("message_id", "cop_request_id");--> statement-breakpoint
ALTER TABLE "lead_consents" ALTER COLUMN "lead_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_consents" DROP CONSTRAINT "lead_consents_lead_check";--> statement-breakpoint
DROP INDEX "lead_consents_message_key";--> statement-breakpoint
DROP INDEX "lead_consents_cop_request_key";--> statement-breakpoint
ALTER TABLE "lead_consents" DROP COLUMN "message_id";--> statement-breakpoint
ALTER TABLE "lead_consents" DROP COLUMN "cop_request_id";--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_consents_lead_key" ON "lead_consents" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
UPDATE "plans" SET "lead_id" = coalesce("message_id", "cop_request_id");--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "lead_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_lead_check";--> statement-breakpoint
DROP INDEX "plans_message_key";--> statement-breakpoint
DROP INDEX "plans_cop_request_key";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "message_id";--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "cop_request_id";--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_lead_key" ON "plans" USING btree ("lead_id");--> statement-breakpoint
-- The two tables go with their report triggers (a DROP fires no delete trigger: the counters stay).
DROP TABLE "messages";--> statement-breakpoint
DROP TABLE "cop_requests";--> statement-breakpoint
DROP FUNCTION "report_daily_counts_apply"();--> statement-breakpoint
DROP FUNCTION "report_daily_counts_move"();--> statement-breakpoint
-- Keeps report_daily_counts equal to the live leads, in the transaction of every change
-- (docs/decisions/032-reports.md): a message counts under source 'messages' by its help type, a COP
-- request under 'cop_requests' by its mortgage process, both by state. Statement-level: a bulk
-- insert or delete touches each counter once, in key order.
CREATE FUNCTION "leads_report_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END;
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  EXECUTE format(
    'INSERT INTO report_daily_counts AS c (source, dimension, day, value, count)
       SELECT d.source, d.dimension, d.day, d.value, %s * d.n FROM (
         SELECT CASE kind WHEN ''message'' THEN ''messages'' ELSE ''cop_requests'' END AS source, ''type'' AS dimension,
             (created_at AT TIME ZONE ''UTC'')::date AS day,
             CASE kind WHEN ''message'' THEN help_type ELSE mortgage_process END AS value, count(*)::int AS n
           FROM %I GROUP BY 1, 3, 4
         UNION ALL
         SELECT CASE kind WHEN ''message'' THEN ''messages'' ELSE ''cop_requests'' END, ''state'',
             (created_at AT TIME ZONE ''UTC'')::date, state, count(*)::int
           FROM %I WHERE state IS NOT NULL GROUP BY 1, 3, 4
       ) d
       ORDER BY 2, 3, 1, 4
     ON CONFLICT (source, dimension, day, value) DO UPDATE SET count = c.count + excluded.count',
    sign, changed, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Row-level, for the rare update of a counted column (kind, type, state or date): moves one count.
CREATE FUNCTION "leads_report_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_source text := CASE OLD.kind WHEN 'message' THEN 'messages' ELSE 'cop_requests' END;
  new_source text := CASE NEW.kind WHEN 'message' THEN 'messages' ELSE 'cop_requests' END;
  old_type text := CASE OLD.kind WHEN 'message' THEN OLD.help_type ELSE OLD.mortgage_process END;
  new_type text := CASE NEW.kind WHEN 'message' THEN NEW.help_type ELSE NEW.mortgage_process END;
BEGIN
  INSERT INTO report_daily_counts AS c (source, dimension, day, value, count)
    SELECT d.source, d.dimension, d.day, d.value, sum(d.n)::int
    FROM (VALUES
      (old_source, 'type', (OLD.created_at AT TIME ZONE 'UTC')::date, old_type, -1),
      (old_source, 'state', (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.state, -1),
      (new_source, 'type', (NEW.created_at AT TIME ZONE 'UTC')::date, new_type, 1),
      (new_source, 'state', (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.state, 1)
    ) AS d(source, dimension, day, value, n)
    WHERE d.value IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.n) <> 0
    ORDER BY 2, 3, 1, 4
  ON CONFLICT (source, dimension, day, value) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_report_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_report_apply();
--> statement-breakpoint
CREATE TRIGGER "leads_report_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_report_apply();
--> statement-breakpoint
CREATE TRIGGER "leads_report_update" AFTER UPDATE OF kind, help_type, mortgage_process, state, created_at ON "leads" FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.help_type IS DISTINCT FROM NEW.help_type
    OR OLD.mortgage_process IS DISTINCT FROM NEW.mortgage_process OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION leads_report_move();
