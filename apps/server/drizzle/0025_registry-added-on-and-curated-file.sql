ALTER TABLE "legal_service_organizations" ALTER COLUMN "last_checked_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_service_organizations" ADD COLUMN "added_on" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_service_organizations" ADD COLUMN "follows_curated_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 24, point 2 (decision 027, amended). Every curated entry was written down on 2026-11-26 (the file said so for all of them): that is when it was added. An entry the owner added was added the day it was created.
UPDATE "legal_service_organizations" SET "added_on" = CASE WHEN "seed_key" IS NOT NULL THEN DATE '2026-11-26' ELSE "created_at"::date END;--> statement-breakpoint
-- A curated entry nobody has touched since it was inserted (an owner action always moves updated_at) follows the file from now on, so its corrections reach it.
UPDATE "legal_service_organizations" SET "follows_curated_file" = true WHERE "seed_key" IS NOT NULL AND "source" = 'public_listing' AND NOT "hidden" AND "updated_at" = "created_at";--> statement-breakpoint
-- The curated file's date was the day of writing, not a check: until a person checks, the listing says "added on".
UPDATE "legal_service_organizations" SET "last_checked_on" = NULL WHERE "seed_key" IS NOT NULL AND "source" = 'public_listing' AND "last_checked_on" = DATE '2026-11-26';
