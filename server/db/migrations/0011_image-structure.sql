ALTER TABLE "designs" ADD COLUMN "structure" vector(64);--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "repeat" vector(24);--> statement-breakpoint
CREATE INDEX "designs_structure_idx" ON "designs" USING hnsw ("structure" vector_l2_ops);--> statement-breakpoint
CREATE INDEX "designs_repeat_idx" ON "designs" USING hnsw ("repeat" vector_l2_ops);