-- A draft's save counter (optimistic concurrency) and the inspector's extra photos of a version.
ALTER TABLE "inspections" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- At most one draft per car at a time.
CREATE UNIQUE INDEX "inspections_one_draft_idx" ON "inspections" USING btree ("inventory_id") WHERE "inspections"."status" = 'draft';
