CREATE TABLE "auth_pkce_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"one_time_code_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_challenge" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"auth_code_hash" text,
	"auth_code_issued_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_pkce_flows" ADD CONSTRAINT "auth_pkce_flows_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_pkce_flows" ADD CONSTRAINT "auth_pkce_flows_one_time_code_id_auth_one_time_codes_id_fk" FOREIGN KEY ("one_time_code_id") REFERENCES "public"."auth_one_time_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_pkce_flows_one_time_code_key" ON "auth_pkce_flows" USING btree ("one_time_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_pkce_flows_auth_code_hash_key" ON "auth_pkce_flows" USING btree ("auth_code_hash");--> statement-breakpoint
CREATE INDEX "auth_pkce_flows_user_idx" ON "auth_pkce_flows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_pkce_flows_expires_at_idx" ON "auth_pkce_flows" USING btree ("expires_at");