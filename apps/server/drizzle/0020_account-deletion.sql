CREATE TABLE "account_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"cancel_token_hash" text NOT NULL,
	CONSTRAINT "account_deletion_requests_user_key" UNIQUE("user_id"),
	CONSTRAINT "account_deletion_requests_cancel_token_key" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_requests_scheduled_idx" ON "account_deletion_requests" USING btree ("scheduled_for");