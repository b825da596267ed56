-- Issue 21: one instance of the shop pins a folder to Pinterest at a time; its claim
-- runs out if that instance stops (services/pinterest.ts).
ALTER TABLE "folders" ADD COLUMN "share_worker" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "share_lease_until" timestamp with time zone;