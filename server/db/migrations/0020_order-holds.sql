-- Issue 39: an unpaid order holds its exclusives off sale only until hold_until; then
-- the shop releases them (status X). Orders pending before this migration get the
-- default 30 minutes from their start, so holds left by an older shop run out too.
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "hold_until" = "created_at" + interval '30 minutes' WHERE "status" = 'P';--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."status" = 'P';
