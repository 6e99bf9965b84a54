-- A listing waiting for review is `pending` (the seller portal's word); a rejected one stays listed until withdrawn or edited.
UPDATE "listings" SET "status" = 'pending' WHERE "status" = 'submitted';--> statement-breakpoint
DROP INDEX "listings_open_chassis_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "listings_open_chassis_idx" ON "listings" USING btree (upper("chassis_number")) WHERE "listings"."status" in ('pending', 'approved', 'rejected', 'scheduled', 'unsold');