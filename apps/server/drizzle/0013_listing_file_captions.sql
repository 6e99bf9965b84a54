-- A listing photo's caption (or a document's name) that dealers read once the car is on sale.
ALTER TABLE "listing_files" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An auction document is either its bytes (demo documents) or a key in the file store (a seller's PDF).
ALTER TABLE "auction_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "auction_files" ADD CONSTRAINT "auction_files_content_or_key" CHECK ("auction_files"."content" IS NOT NULL OR "auction_files"."storage_key" IS NOT NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_files_key_idx" ON "listing_files" USING btree ("key");
