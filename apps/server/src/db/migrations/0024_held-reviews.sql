CREATE TABLE "hidden_review_traces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"mxpert_profile_id" uuid NOT NULL,
	"consumer_user_id" uuid NOT NULL,
	"hidden_at" timestamp with time zone,
	"hide_reason" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hidden_review_traces" ADD CONSTRAINT "hidden_review_traces_mxpert_profile_id_mxpert_profiles_id_fk" FOREIGN KEY ("mxpert_profile_id") REFERENCES "public"."mxpert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_review_traces" ADD CONSTRAINT "hidden_review_traces_consumer_user_id_users_id_fk" FOREIGN KEY ("consumer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_review_traces_pair_idx" ON "hidden_review_traces" USING btree ("consumer_user_id","mxpert_profile_id");--> statement-breakpoint
CREATE INDEX "sign_in_addresses_user_idx" ON "sign_in_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_addresses_address_idx" ON "sign_in_addresses" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_addresses_created_idx" ON "sign_in_addresses" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('visible', 'hidden', 'held'));