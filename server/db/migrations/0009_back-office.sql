CREATE SEQUENCE "public"."design_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "source" text DEFAULT 'generated' NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "import_fingerprint" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "dpi" smallint;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "replacement_path" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "replacement_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "designs_content_hash_idx" ON "designs" USING btree ("content_hash") WHERE content_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "designs_fingerprint_idx" ON "designs" USING btree ("import_fingerprint") WHERE import_fingerprint IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "words_group_word_idx" ON "words" USING btree ("root_name",lower("word"));