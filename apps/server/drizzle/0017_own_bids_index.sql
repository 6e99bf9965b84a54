DROP INDEX "bids_auction_user_idx";--> statement-breakpoint
CREATE INDEX "bids_own_idx" ON "bids" USING btree ("auction_id","user_id","id","bid_type","amount","kind","created_at");