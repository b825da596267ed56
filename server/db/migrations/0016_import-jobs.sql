-- Issue 21: the back office's import jobs in the database, so that a poll reaching
-- another instance of the shop finds its job (services/importJobs.ts).
CREATE TABLE "import_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"rate" real DEFAULT 0 NOT NULL,
	"eta_seconds" integer,
	"report" jsonb,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "import_jobs_started_idx" ON "import_jobs" USING btree ("started_at");