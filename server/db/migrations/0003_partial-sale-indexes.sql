DROP INDEX "designs_recommend_idx";--> statement-breakpoint
DROP INDEX "designs_sort_idx";--> statement-breakpoint
CREATE INDEX "designs_recommend_idx" ON "designs" USING btree ("popularity" DESC NULLS FIRST,"id") WHERE sold = false;--> statement-breakpoint
CREATE INDEX "designs_sort_idx" ON "designs" USING btree ("sort") WHERE sold = false;