CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"img_url" text NOT NULL,
	"group_id" smallint NOT NULL,
	"group_name" text NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"tag_id" integer,
	"tag_word" text,
	"color_bg" text NOT NULL,
	"product_id" integer
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" integer PRIMARY KEY NOT NULL,
	"img_sn" text NOT NULL,
	"motif" text NOT NULL,
	"palette" text NOT NULL,
	"art_seed" integer NOT NULL,
	"label" text NOT NULL,
	"style_str" text NOT NULL,
	"product_fication_str" text NOT NULL,
	"entity_str" text NOT NULL,
	"scene_str" text NOT NULL,
	"season_str" text NOT NULL,
	"fashion_str" text NOT NULL,
	"brand_str" text NOT NULL,
	"tags" text NOT NULL,
	"format" text NOT NULL,
	"img_size" text NOT NULL,
	"img_width" integer NOT NULL,
	"img_height" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"price_once" numeric(10, 2) NOT NULL,
	"is_buyout" smallint NOT NULL,
	"is_use" smallint NOT NULL,
	"is_repeat" smallint NOT NULL,
	"is_layer" smallint NOT NULL,
	"is_vector" smallint NOT NULL,
	"is_large" smallint NOT NULL,
	"upload_status" smallint NOT NULL,
	"word_ids" integer[] NOT NULL,
	"sort" integer NOT NULL,
	"popularity" integer NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"shown_price" numeric(10, 2) GENERATED ALWAYS AS (CASE WHEN is_buyout = 1 THEN price_once ELSE price END) STORED,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', replace(img_sn, '-', ' ') || ' ' || label || ' ' || replace(tags, ',', ' ') || ' ' || style_str || ' ' || product_fication_str || ' ' || entity_str || ' ' || replace(scene_str, ',', ' ') || ' ' || season_str || ' ' || fashion_str || ' ' || brand_str)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_img_sn_unique" UNIQUE("img_sn")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"category" smallint NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" integer PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"root_name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "designs_word_ids_idx" ON "designs" USING gin ("word_ids");--> statement-breakpoint
CREATE INDEX "designs_search_idx" ON "designs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "designs_recommend_idx" ON "designs" USING btree ("sold","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "designs_sort_idx" ON "designs" USING btree ("sold","sort");--> statement-breakpoint
CREATE INDEX "designs_shown_price_idx" ON "designs" USING btree ("shown_price");