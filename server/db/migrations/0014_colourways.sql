-- Issue 20: a design bought and saved in the shopper's colours (src/domain/colourway.ts).
-- The columns come first: the folder's new primary key names one of them.
ALTER TABLE "cart_lines" ADD COLUMN "colourway" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_items" ADD COLUMN "colourway" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "colourway" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_items" DROP CONSTRAINT "folder_items_folder_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "folder_items" ADD CONSTRAINT "folder_items_folder_id_product_id_colourway_pk" PRIMARY KEY("folder_id","product_id","colourway");
