CREATE TABLE "security_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"show_sign_in_place" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_preferences" ADD CONSTRAINT "security_preferences_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;