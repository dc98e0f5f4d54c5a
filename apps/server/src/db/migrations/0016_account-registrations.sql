CREATE TABLE "account_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "account_registrations" ADD CONSTRAINT "account_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_registrations_user_idx" ON "account_registrations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_registration_id_account_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."account_registrations"("id") ON DELETE set null ON UPDATE no action;