ALTER TABLE "designs" ADD COLUMN "features" vector(96);--> statement-breakpoint
CREATE INDEX "designs_features_idx" ON "designs" USING hnsw ("features" vector_l2_ops);