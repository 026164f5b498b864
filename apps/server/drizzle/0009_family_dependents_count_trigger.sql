-- dependents_count stays right when a member's account is deleted: the foreign key's cascade removes their
-- family_members row without going through the family area's code (family-places.ts refreshDependentsCount),
-- so the database recounts the holder's covered people itself. Capped at 4 like the column's check.
CREATE FUNCTION "family_refresh_dependents_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "profiles" p
	SET "dependents_count" = least(4,
		(SELECT count(*) FROM "family_members" m WHERE m."family_id" = OLD."family_id" AND m."role" = 'member')
		+ (SELECT count(*) FROM "family_dependents" d WHERE d."family_id" = OLD."family_id"))
	FROM "families" f
	WHERE f."id" = OLD."family_id" AND p."id" = f."holder_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "family_members_refresh_dependents_count"
	AFTER DELETE ON "family_members"
	FOR EACH ROW WHEN (OLD."role" = 'member')
	EXECUTE FUNCTION "family_refresh_dependents_count"();
