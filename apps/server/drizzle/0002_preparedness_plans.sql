CREATE TABLE "preparedness_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"children_caregiver_name" text,
	"children_caregiver_phone" text,
	"documents_holder_name" text,
	"documents_holder_phone" text,
	"a_number" text,
	"lawyer_name" text,
	"lawyer_phone" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preparedness_plans_a_number_format" CHECK ("preparedness_plans"."a_number" ~ '^A[0-9]{8,9}$'),
	CONSTRAINT "preparedness_plans_notes_length" CHECK (char_length("preparedness_plans"."notes") <= 1000),
	CONSTRAINT "preparedness_plans_names_length" CHECK (char_length("preparedness_plans"."children_caregiver_name") <= 100
        and char_length("preparedness_plans"."documents_holder_name") <= 100
        and char_length("preparedness_plans"."lawyer_name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "preparedness_plans" ADD CONSTRAINT "preparedness_plans_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;