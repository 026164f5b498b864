CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"text_size" smallint DEFAULT 100 NOT NULL,
	"high_contrast" boolean DEFAULT false NOT NULL,
	"vault_lock_minutes" smallint DEFAULT 5 NOT NULL,
	"family_alerts_email" boolean DEFAULT true NOT NULL,
	"family_alerts_sms" boolean DEFAULT true NOT NULL,
	"consultations_email" boolean DEFAULT true NOT NULL,
	"consultations_sms" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_text_size" CHECK ("user_preferences"."text_size" in (100, 115, 130)),
	CONSTRAINT "user_preferences_vault_lock" CHECK ("user_preferences"."vault_lock_minutes" in (0, 1, 5, 15, 30, 60)),
	CONSTRAINT "user_preferences_family_alerts_channel" CHECK ("user_preferences"."family_alerts_email" or "user_preferences"."family_alerts_sms")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;