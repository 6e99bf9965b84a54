CREATE TABLE "max_bid_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ceiling" bigint NOT NULL,
	"commit_seq" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "cause_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "max_bid_events" ADD CONSTRAINT "max_bid_events_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_bid_events" ADD CONSTRAINT "max_bid_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "max_bid_events_auction_idx" ON "max_bid_events" USING btree ("auction_id","commit_seq");