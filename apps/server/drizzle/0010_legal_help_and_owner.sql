CREATE TABLE "consultation_documents" (
	"consultation_id" uuid NOT NULL,
	"share_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_documents_consultation_id_share_id_pk" PRIMARY KEY("consultation_id","share_id")
);
--> statement-breakpoint
CREATE TABLE "consultation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_user_id" uuid NOT NULL,
	"professional_user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"preferred_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"proposed_time" timestamp with time zone,
	"scheduled_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"client_user_id" uuid NOT NULL,
	"professional_user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"moderation_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_reviews_rating_range" CHECK ("consultation_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "legal_bar_admissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"bar_number" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_professionals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"recognized_organization" text,
	"accreditation_expires_on" date,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"practice_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"offers_remote" boolean DEFAULT false NOT NULL,
	"fee_model" text NOT NULL,
	"fee_min_cents" integer,
	"fee_max_cents" integer,
	"first_consultation_cents" integer,
	"bio" text DEFAULT '' NOT NULL,
	"website" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"verification_source" text,
	"verification_note" text,
	"verification_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_professionals_fees_not_negative" CHECK (coalesce("legal_professionals"."fee_min_cents", 0) >= 0 and coalesce("legal_professionals"."fee_max_cents", 0) >= 0 and coalesce("legal_professionals"."first_consultation_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "legal_service_organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" jsonb NOT NULL,
	"website" text NOT NULL,
	"phone" text,
	"phone_hours" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text DEFAULT 'public_listing' NOT NULL,
	"last_checked_on" date NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"hidden" boolean DEFAULT false NOT NULL,
	"managed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text NOT NULL,
	CONSTRAINT "account_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "owner_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "account_type" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_documents" ADD CONSTRAINT "consultation_documents_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_documents" ADD CONSTRAINT "consultation_documents_share_id_vault_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."vault_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_actor_user_id_auth_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_client_user_id_auth_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_professional_user_id_legal_professionals_user_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."legal_professionals"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_client_user_id_auth_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_professional_user_id_legal_professionals_user_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."legal_professionals"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_moderated_by_auth_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_bar_admissions" ADD CONSTRAINT "legal_bar_admissions_professional_user_id_legal_professionals_user_id_fk" FOREIGN KEY ("professional_user_id") REFERENCES "public"."legal_professionals"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_professionals" ADD CONSTRAINT "legal_professionals_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_professionals" ADD CONSTRAINT "legal_professionals_verified_by_auth_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_service_organizations" ADD CONSTRAINT "legal_service_organizations_verified_by_auth_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_service_organizations" ADD CONSTRAINT "legal_service_organizations_managed_by_user_id_auth_users_id_fk" FOREIGN KEY ("managed_by_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_user_id_auth_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_auth_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_roles" ADD CONSTRAINT "account_roles_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_audit_log" ADD CONSTRAINT "owner_audit_log_actor_user_id_auth_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_events_consultation_idx" ON "consultation_events" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "consultation_requests_client_idx" ON "consultation_requests" USING btree ("client_user_id","created_at");--> statement-breakpoint
CREATE INDEX "consultation_requests_professional_idx" ON "consultation_requests" USING btree ("professional_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_reviews_consultation_key" ON "consultation_reviews" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "consultation_reviews_professional_idx" ON "consultation_reviews" USING btree ("professional_user_id","status");--> statement-breakpoint
CREATE INDEX "legal_bar_admissions_professional_idx" ON "legal_bar_admissions" USING btree ("professional_user_id");--> statement-breakpoint
CREATE INDEX "legal_bar_admissions_number_idx" ON "legal_bar_admissions" USING btree ("state","bar_number");--> statement-breakpoint
CREATE INDEX "legal_professionals_listed_idx" ON "legal_professionals" USING btree ("status","verification_expires_at") WHERE "legal_professionals"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "legal_service_organizations_seed_key" ON "legal_service_organizations" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_target_idx" ON "listing_reports" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "owner_audit_log_target_idx" ON "owner_audit_log" USING btree ("target_kind","target_id","created_at");