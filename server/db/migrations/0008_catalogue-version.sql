-- Custom migration (not in the Drizzle schema): a counter every change of the store's
-- search table moves, in the same transaction. A server keeps the store's matches in
-- memory (services/searchIndex.ts) tagged with this number, and every search compares
-- it: a sale made by another server process, or a reseed, is seen at once.
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "design_search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "design_search"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
