CREATE TABLE "dependent_caregivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dependent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"has_agreed" boolean DEFAULT false NOT NULL,
	"authorization_signed" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_holder_key" UNIQUE("holder_id")
);
--> statement-breakpoint
CREATE TABLE "family_dependents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"school_or_care_place" text DEFAULT '' NOT NULL,
	"pickup_people" text DEFAULT '' NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"medicines" text DEFAULT '' NOT NULL,
	"doctor" text DEFAULT '' NOT NULL,
	"languages_spoken" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"invitee_name" text NOT NULL,
	"language" text NOT NULL,
	"inviter_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "family_invitations_token_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"display_name" text NOT NULL,
	"alert_on_help" boolean DEFAULT true NOT NULL,
	"alert_phone" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "incident_alerts" ADD COLUMN "family_member_user_id" uuid;--> statement-breakpoint
ALTER TABLE "preparedness_plans" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "preparedness_plans" ADD COLUMN "document_copies" text;--> statement-breakpoint
ALTER TABLE "preparedness_plans" ADD COLUMN "numbers_to_know" text;--> statement-breakpoint
ALTER TABLE "preparedness_plans" ADD COLUMN "school_instructions" text;--> statement-breakpoint
ALTER TABLE "dependent_caregivers" ADD CONSTRAINT "dependent_caregivers_dependent_id_family_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."family_dependents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_holder_id_auth_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_dependents" ADD CONSTRAINT "family_dependents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_accepted_by_auth_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependent_caregivers_dependent_idx" ON "dependent_caregivers" USING btree ("dependent_id","position");--> statement-breakpoint
CREATE INDEX "family_dependents_family_idx" ON "family_dependents" USING btree ("family_id","position");--> statement-breakpoint
CREATE INDEX "family_invitations_family_idx" ON "family_invitations" USING btree ("family_id","status");--> statement-breakpoint
CREATE INDEX "family_members_family_idx" ON "family_members" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_one_holder" ON "family_members" USING btree ("family_id") WHERE "family_members"."role" = 'holder';--> statement-breakpoint
ALTER TABLE "incident_alerts" ADD CONSTRAINT "incident_alerts_family_member_user_id_auth_users_id_fk" FOREIGN KEY ("family_member_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;