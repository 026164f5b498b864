-- Community search and the live feed (issue 14). Hand-written: drizzle-kit has no form for these. The search
-- columns are deliberately not declared in schema/community.ts: the database computes them, the app never writes
-- them, and only search-repo.ts reads them in raw SQL.
--
-- Search: each post is indexed with its language's dictionary (stems: "documentos" finds "documento"); Haitian
-- Creole and Urdu have none in PostgreSQL, so they use `simple` (exact words) plus trigrams on the body, which also
-- catch misspellings and partial words in every language. A comment has no language of its own: it takes its
-- post's, copied by a trigger when it is written (a post's language never changes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector(
	CASE "language"
		WHEN 'en' THEN 'english'::regconfig
		WHEN 'es' THEN 'spanish'::regconfig
		WHEN 'pt' THEN 'portuguese'::regconfig
		WHEN 'fr' THEN 'french'::regconfig
		WHEN 'ar' THEN 'arabic'::regconfig
		ELSE 'simple'::regconfig
	END, "body")) STORED;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "language" text;--> statement-breakpoint
UPDATE "community_comments" c SET "language" = p."language" FROM "community_posts" p WHERE p."id" = c."post_id";--> statement-breakpoint
CREATE FUNCTION "community_comments_take_post_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT p."language" INTO NEW."language" FROM "community_posts" p WHERE p."id" = NEW."post_id";
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "community_comments_take_post_language"
	BEFORE INSERT OR UPDATE OF "post_id" ON "community_comments"
	FOR EACH ROW EXECUTE FUNCTION "community_comments_take_post_language"();--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector(
	CASE "language"
		WHEN 'en' THEN 'english'::regconfig
		WHEN 'es' THEN 'spanish'::regconfig
		WHEN 'pt' THEN 'portuguese'::regconfig
		WHEN 'fr' THEN 'french'::regconfig
		WHEN 'ar' THEN 'arabic'::regconfig
		ELSE 'simple'::regconfig
	END, "body")) STORED;--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_comments_search_idx" ON "community_comments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_posts_body_trgm_idx" ON "community_posts" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_comments_body_trgm_idx" ON "community_comments" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
-- Trigrams are always tried for the languages without a dictionary (and Arabic); elsewhere only when no word
-- matched (search-repo.ts). These smaller indexes serve the first case without reading every language's bodies.
CREATE INDEX "community_posts_body_trgm_simple_idx" ON "community_posts" USING gin ("body" gin_trgm_ops) WHERE "language" IN ('ht', 'ur', 'ar');--> statement-breakpoint
CREATE INDEX "community_comments_body_trgm_simple_idx" ON "community_comments" USING gin ("body" gin_trgm_ops) WHERE "language" IN ('ht', 'ur', 'ar');--> statement-breakpoint
-- The live feed: every app process LISTENs once and fans out to its Server-Sent Events streams, so a post
-- written through one process reaches people connected to another. A NOTIFY is sent when the transaction commits,
-- never for one rolled back. The author's account id is for the server's block filter only; it is never sent on.
CREATE FUNCTION "community_posts_notify_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('community_posts', json_build_object(
		'id', NEW."id",
		'topic', NEW."topic",
		'language', NEW."language",
		'created_at', NEW."created_at",
		'author_user_id', NEW."author_user_id")::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "community_posts_notify_inserted"
	AFTER INSERT ON "community_posts"
	FOR EACH ROW WHEN (NEW."status" = 'visible')
	EXECUTE FUNCTION "community_posts_notify_visible"();--> statement-breakpoint
CREATE TRIGGER "community_posts_notify_made_visible"
	AFTER UPDATE OF "status" ON "community_posts"
	FOR EACH ROW WHEN (NEW."status" = 'visible' AND OLD."status" <> 'visible')
	EXECUTE FUNCTION "community_posts_notify_visible"();--> statement-breakpoint
-- Only whose Alerts tab changed: the browser reads the entry itself, with its session.
CREATE FUNCTION "community_notifications_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('community_notifications', json_build_object('recipient_user_id', NEW."recipient_user_id")::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "community_notifications_notify"
	AFTER INSERT ON "community_notifications"
	FOR EACH ROW EXECUTE FUNCTION "community_notifications_notify"();
