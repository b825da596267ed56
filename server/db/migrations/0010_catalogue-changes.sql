-- Custom migration (not in the Drizzle schema): which designs each catalogue version
-- changed. A server's in-memory search index (services/searchIndex.ts) catches up by
-- reading only the rows changed since its own version, instead of reading the whole
-- store again after every sale, edit or imported design.
--
-- A change of many rows at once (a seed, a reseed, a bulk price change) and a TRUNCATE
-- are logged as one row with a NULL design: "everything", a reader loads the store anew.
-- Old entries are dropped as new ones come; `pruned_through` says up to which version
-- the log is gone, so a reader further behind than that loads anew too.
CREATE TABLE "catalogue_change" (
	"version" bigint NOT NULL,
	"design_id" integer
);
--> statement-breakpoint
CREATE INDEX "catalogue_change_version_idx" ON "catalogue_change" ("version");
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "pruned_through" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Versions before this migration have no log: a reader at one of them loads anew.
UPDATE "catalogue_version" SET "pruned_through" = "version";
--> statement-breakpoint
DROP TRIGGER "design_search_changed" ON "design_search";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
	changed integer;
BEGIN
	-- The row lock taken here is held to commit: versions are given out in commit order.
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
	IF TG_OP = 'TRUNCATE' THEN
		INSERT INTO "catalogue_change" VALUES (next_version, NULL);
	ELSE
		IF TG_OP = 'DELETE' THEN
			SELECT count(*) INTO changed FROM old_rows;
		ELSE
			SELECT count(*) INTO changed FROM new_rows;
		END IF;
		IF changed > 1000 THEN
			INSERT INTO "catalogue_change" VALUES (next_version, NULL);
		ELSIF TG_OP = 'INSERT' THEN
			INSERT INTO "catalogue_change" SELECT next_version, "id" FROM new_rows;
		ELSIF TG_OP = 'UPDATE' THEN
			INSERT INTO "catalogue_change" SELECT next_version, "id" FROM new_rows UNION SELECT next_version, "id" FROM old_rows;
		ELSE
			INSERT INTO "catalogue_change" SELECT next_version, "id" FROM old_rows;
		END IF;
	END IF;
	-- Keep the last 2,000 versions: a reader further behind loads anew.
	IF next_version % 200 = 0 THEN
		DELETE FROM "catalogue_change" WHERE "version" <= next_version - 2000;
		UPDATE "catalogue_version" SET "pruned_through" = GREATEST("pruned_through", next_version - 2000) WHERE "id" = 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "design_search_inserted" AFTER INSERT ON "design_search"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "design_search_updated" AFTER UPDATE ON "design_search"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "design_search_deleted" AFTER DELETE ON "design_search"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "design_search_truncated" AFTER TRUNCATE ON "design_search"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
