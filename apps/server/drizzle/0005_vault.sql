CREATE TABLE "vault_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"size" bigint NOT NULL,
	"part_count" integer,
	"encrypted_metadata" text,
	"wrapped_file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "vault_document_versions_size_not_negative" CHECK ("vault_document_versions"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vault_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"current_version_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_keyrings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kdf_salt" text NOT NULL,
	"kdf_memory_kib" integer NOT NULL,
	"kdf_iterations" integer NOT NULL,
	"kdf_parallelism" integer NOT NULL,
	"wrapped_by_passphrase" text NOT NULL,
	"wrapped_by_recovery" text NOT NULL,
	"public_key" text NOT NULL,
	"wrapped_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_proof_link_documents" (
	"link_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"wrapped_file_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vault_proof_link_documents_link_id_document_id_pk" PRIMARY KEY("link_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "vault_proof_links" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_wrapped_link_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vault_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"wrapped_file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vault_upload_parts" (
	"version_id" uuid NOT NULL,
	"part_number" integer NOT NULL,
	"size" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_upload_parts_version_id_part_number_pk" PRIMARY KEY("version_id","part_number")
);
--> statement-breakpoint
ALTER TABLE "vault_document_versions" ADD CONSTRAINT "vault_document_versions_document_id_vault_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vault_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_document_versions" ADD CONSTRAINT "vault_document_versions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_documents" ADD CONSTRAINT "vault_documents_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_keyrings" ADD CONSTRAINT "vault_keyrings_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_proof_link_documents" ADD CONSTRAINT "vault_proof_link_documents_link_id_vault_proof_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."vault_proof_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_proof_link_documents" ADD CONSTRAINT "vault_proof_link_documents_document_id_vault_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vault_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_proof_links" ADD CONSTRAINT "vault_proof_links_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_shares" ADD CONSTRAINT "vault_shares_document_id_vault_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vault_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_shares" ADD CONSTRAINT "vault_shares_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_shares" ADD CONSTRAINT "vault_shares_recipient_id_auth_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_upload_parts" ADD CONSTRAINT "vault_upload_parts_version_id_vault_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."vault_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vault_document_versions_user_idx" ON "vault_document_versions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "vault_document_versions_document_idx" ON "vault_document_versions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "vault_document_versions_stale_idx" ON "vault_document_versions" USING btree ("updated_at") WHERE "vault_document_versions"."status" = 'uploading';--> statement-breakpoint
CREATE INDEX "vault_documents_user_idx" ON "vault_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vault_proof_link_documents_document_idx" ON "vault_proof_link_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "vault_proof_links_owner_idx" ON "vault_proof_links" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vault_shares_document_recipient_key" ON "vault_shares" USING btree ("document_id","recipient_id");--> statement-breakpoint
CREATE INDEX "vault_shares_owner_idx" ON "vault_shares" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "vault_shares_recipient_idx" ON "vault_shares" USING btree ("recipient_id");