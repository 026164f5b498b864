-- Community search in Arabic script (issue 24; docs/decisions/044-arabic-search-normalisation.md). Hand-written:
-- drizzle-kit has no form for these, and the search columns are not declared in schema/community.ts (see 0012).
--
-- People write one Arabic word in several ways: ة or ه at the end, ى or ي, أ إ آ ٱ or ا, with or without vowel
-- marks and tatweel; Urdu typed on an Arabic keyboard has ي ك ه where Urdu writes ی ک ہ. community_search_text
-- folds these to one letter each, for what is indexed (the generated columns below) and for what is typed
-- (search-repo.ts, with the same language). It changes only Arabic-script letters. The characters are escapes,
-- since vowel marks are invisible in a file:
--   Urdu posts: ي ى → ی   ك → ک   ه → ہ   (آ stays: it is a letter of its own in Urdu)
--   the others: ة ۃ ہ ھ → ه   ى ی → ي   ک → ك   أ إ آ ٱ → ا
--   both: tatweel U+0640, the vowel marks U+064B–U+065F and the superscript alef U+0670 are removed.
-- Each function is a single expression, so PostgreSQL inlines it where it is used (no call per row). A text without
-- Arabic script (U+0600–U+06FF) is returned at once: translate costs more than indexing the text does.
CREATE FUNCTION "community_search_text"("language" text, "body" text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT CASE WHEN "body" !~ E'[\u0600-\u06FF]' THEN "body"
		WHEN "language" = 'ur'
		THEN pg_catalog.translate("body",
			E'\u064A\u0649\u0643\u0647\u0640\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0656\u0657\u0658\u0659\u065A\u065B\u065C\u065D\u065E\u065F\u0670',
			E'\u06CC\u06CC\u06A9\u06C1')
		ELSE pg_catalog.translate("body",
			E'\u0629\u06C3\u06C1\u06BE\u0649\u06CC\u06A9\u0623\u0625\u0622\u0671\u0640\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0656\u0657\u0658\u0659\u065A\u065B\u065C\u065D\u065E\u065F\u0670',
			E'\u0647\u0647\u0647\u0647\u064A\u064A\u0643\u0627\u0627\u0627\u0627')
	END $$;--> statement-breakpoint
-- The dictionary of a post's language, as 0012 chose it: `simple` where PostgreSQL has none.
CREATE FUNCTION "community_search_config"("language" text) RETURNS regconfig
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT CASE "language"
		WHEN 'en' THEN 'english'::regconfig
		WHEN 'es' THEN 'spanish'::regconfig
		WHEN 'pt' THEN 'portuguese'::regconfig
		WHEN 'fr' THEN 'french'::regconfig
		WHEN 'ar' THEN 'arabic'::regconfig
		ELSE 'simple'::regconfig
	END $$;--> statement-breakpoint
-- A post's words as written and, where folding changes them, as folded too. Both, not the folded ones alone: the
-- Arabic stemmer reads ة and ه differently after ال ("المدرسة" → مدرس but "المدرسه" → مدرسه), so folding alone would
-- stop "مدرسة" from finding "المدرسة"; the written words keep every match there was, the folded ones add the
-- misspellings. A folded word already among the written ones is not added twice (ts_delete), so ranks stay as they
-- were; a text without Arabic script, which folding leaves as it is, is read once.
CREATE FUNCTION "community_search_vector"("language" text, "body" text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT CASE WHEN "body" !~ E'[\u0600-\u06FF]'
		THEN pg_catalog.to_tsvector(public.community_search_config("language"), "body")
		ELSE pg_catalog.to_tsvector(public.community_search_config("language"), "body")
			|| pg_catalog.ts_delete(
				pg_catalog.to_tsvector(public.community_search_config("language"),
					public.community_search_text("language", "body")),
				pg_catalog.tsvector_to_array(pg_catalog.to_tsvector(public.community_search_config("language"), "body")))
	END $$;--> statement-breakpoint
-- The generated columns cannot change their expression in place (PostgreSQL 15): dropped with their indexes and
-- added again, which computes every row once.
ALTER TABLE "community_posts" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_vector" tsvector
	GENERATED ALWAYS AS ("community_search_vector"("language", "body")) STORED;--> statement-breakpoint
ALTER TABLE "community_comments" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "search_vector" tsvector
	GENERATED ALWAYS AS ("community_search_vector"("language", "body")) STORED;--> statement-breakpoint
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
CREATE INDEX "community_comments_search_ur_idx" ON "community_comments" USING gin ("search_vector") WHERE "language" = 'ur';--> statement-breakpoint
-- The vocabulary is made again from the new vectors here, as rebuildSearchTerms (search-terms.ts) makes it: were it
-- only emptied, the first new post after the upgrade would put words in it and the rebuild that an empty vocabulary
-- gets on start would not come.
DELETE FROM "community_search_terms";--> statement-breakpoint
INSERT INTO "community_search_terms" ("language", "lexeme", "documents")
SELECT "language", "lexeme", count(*)::int
FROM (
	SELECT p."language", p."author_user_id", unnest(tsvector_to_array(p."search_vector")) AS "lexeme"
	FROM "community_posts" p WHERE p."status" = 'visible'
	UNION ALL
	SELECT c."language", c."author_user_id", unnest(tsvector_to_array(c."search_vector"))
	FROM "community_comments" c JOIN "community_posts" p ON p."id" = c."post_id"
	WHERE c."status" = 'visible' AND p."status" = 'visible'
) "words"
WHERE "language" IS NOT NULL
GROUP BY "language", "lexeme"
HAVING min("author_user_id"::text) <> max("author_user_id"::text);
