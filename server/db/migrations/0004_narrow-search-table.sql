CREATE TABLE "design_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"popularity" integer NOT NULL,
	"sort" integer NOT NULL,
	"shown_price" numeric(10, 2) NOT NULL,
	"is_buyout" smallint NOT NULL,
	"word_ids" integer[] NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "designs_word_ids_idx";--> statement-breakpoint
DROP INDEX "designs_search_idx";--> statement-breakpoint
DROP INDEX "designs_recommend_idx";--> statement-breakpoint
DROP INDEX "designs_sort_idx";--> statement-breakpoint
DROP INDEX "designs_shown_price_idx";--> statement-breakpoint
ALTER TABLE "design_search" ADD CONSTRAINT "design_search_id_designs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_search_word_ids_idx" ON "design_search" USING gin ("word_ids");--> statement-breakpoint
CREATE INDEX "design_search_search_idx" ON "design_search" USING gin ("search");--> statement-breakpoint
CREATE INDEX "design_search_recommend_idx" ON "design_search" USING btree ("popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "design_search_sort_idx" ON "design_search" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "design_search_price_idx" ON "design_search" USING btree ("shown_price","popularity","id");--> statement-breakpoint
-- Hand-added before the column goes: a catalogue seeded before this migration keeps its store.
INSERT INTO "design_search" ("id", "popularity", "sort", "shown_price", "is_buyout", "word_ids", "search")
SELECT "id", "popularity", "sort", "shown_price", "is_buyout", "word_ids", "search" FROM "designs" WHERE "sold" = false;--> statement-breakpoint
ALTER TABLE "designs" DROP COLUMN "search";