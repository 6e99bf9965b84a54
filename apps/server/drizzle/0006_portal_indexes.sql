CREATE INDEX "auctions_leader_status_idx" ON "auctions" USING btree ("leader_id","status");--> statement-breakpoint
CREATE INDEX "bids_user_auction_idx" ON "bids" USING btree ("user_id","auction_id");--> statement-breakpoint
UPDATE "auctions" SET "won_at" = coalesce(
	(SELECT max(l."at") FROM "auction_status_log" l WHERE l."auction_id" = "auctions"."id" AND l."to_status" IN ('awarded', 'confirmed')),
	"closed_at",
	"time_end"
) WHERE "award_status" = 'won' AND "won_at" IS NULL;
