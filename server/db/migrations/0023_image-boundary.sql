ALTER TABLE "designs" ADD COLUMN "boundary" vector(256);--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "boundary_map" "bytea";--> statement-breakpoint
CREATE INDEX "designs_boundary_idx" ON "designs" USING hnsw ("boundary" vector_l2_ops);