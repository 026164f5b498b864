CREATE TABLE "community_search_terms" (
	"language" text NOT NULL,
	"lexeme" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "community_search_terms_language_lexeme_pk" PRIMARY KEY("language","lexeme")
);
--> statement-breakpoint
CREATE INDEX "community_search_terms_trgm_idx" ON "community_search_terms" USING gist ("lexeme" gist_trgm_ops);--> statement-breakpoint
-- Misspellings and partial words are now corrected through the vocabulary above (decision 040), not matched by
-- trigrams in every body: these indexes (hand-written in 0012) cost every write and served that alone.
DROP INDEX IF EXISTS "community_posts_body_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "community_comments_body_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "community_posts_body_trgm_simple_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "community_comments_body_trgm_simple_idx";--> statement-breakpoint
-- One search index per language instead of one for all: a language's words are only looked for in its own posts
-- (search-repo.ts), and an English word common in English posts would otherwise make the Spanish branch read every
-- one of those English posts only to find none is Spanish.
DROP INDEX IF EXISTS "community_posts_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "community_comments_search_idx";--> statement-breakpoint
CREATE INDEX "community_posts_search_en_idx" ON "community_posts" USING gin ("search_vector") WHERE "language" = 'en';--> statement-breakpoint
CREATE INDEX "community_posts_search_es_idx" ON "community_posts" USING gin ("search_vector") WHERE "language" = 'es';--> statement-breakpoint
CREATE INDEX "community_posts_search_pt_idx" ON "community_posts" USING gin ("search_vector") WHERE "language" = 'pt';--> statement-breakpoint
CREATE INDEX "community_posts_search_fr_idx" ON "community_posts" USING gin ("search_vector") WHERE "language" = 'fr';--> statement-breakpoint
CREATE INDEX "community_posts_search_ar_idx" ON "community_posts" USING gin ("search_vector") WHERE "language" = 'ar';--> statement-breakpoint
CREATE INDEX "community_posts_search_ht_idx" ON "community_posts" USING gin ("search_vector") WHERE "language" = 'ht';--> statement-breakpoint
CREATE INDEX "community_posts_search_ur_idx" ON "community_posts" USING gin ("search_vector") WHERE "language" = 'ur';--> statement-breakpoint
CREATE INDEX "community_comments_search_en_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'en';--> statement-breakpoint
CREATE INDEX "community_comments_search_es_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'es';--> statement-breakpoint
CREATE INDEX "community_comments_search_pt_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'pt';--> statement-breakpoint
CREATE INDEX "community_comments_search_fr_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'fr';--> statement-breakpoint
CREATE INDEX "community_comments_search_ar_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'ar';--> statement-breakpoint
CREATE INDEX "community_comments_search_ht_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'ht';--> statement-breakpoint
CREATE INDEX "community_comments_search_ur_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'ur';
