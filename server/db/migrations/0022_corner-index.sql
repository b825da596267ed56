-- Issue 40: every write of a design's corners is numbered, so a server's in-memory index
-- of corners (services/cornerIndex.ts) catches up by reading only the designs whose
-- corners were written since it last looked, whichever server process wrote them.
CREATE SEQUENCE "public"."local_features_serials" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "local_features_serial" bigint;--> statement-breakpoint
CREATE INDEX "designs_local_features_serial_idx" ON "designs" USING btree ("local_features_serial") WHERE local_features_serial IS NOT NULL;--> statement-breakpoint
UPDATE "designs" SET "local_features_serial" = nextval('local_features_serials') WHERE "local_features" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "number_local_features"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Cleared corners are numbered too, so an index drops the old ones.
	IF TG_OP = 'INSERT' AND NEW."local_features" IS NULL THEN
		NEW."local_features_serial" := NULL;
	ELSIF TG_OP = 'INSERT' OR OLD."local_features" IS DISTINCT FROM NEW."local_features" THEN
		NEW."local_features_serial" := nextval('local_features_serials');
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "designs_local_features_numbered" BEFORE INSERT OR UPDATE OF "local_features" ON "designs"
	FOR EACH ROW EXECUTE FUNCTION "number_local_features"();
