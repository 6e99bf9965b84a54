ALTER TABLE "auctions" ADD COLUMN "decision_due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "awarded_amount" bigint;--> statement-breakpoint
CREATE INDEX "auctions_decision_due_idx" ON "auctions" USING btree ("status","decision_due_at");--> statement-breakpoint
-- Pending awards that closed before the clock column: their first seller turn runs 48 hours from the close (LIFE-6).
UPDATE "auctions" SET "decision_due_at" = "closed_at" + interval '48 hours' WHERE "status" = 'reserved' AND "closed_at" IS NOT NULL;
