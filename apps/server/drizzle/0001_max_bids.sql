CREATE TABLE "max_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"ceiling" bigint NOT NULL,
	"commit_seq" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "commit_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "leader_commit_seq" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "max_bid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "commit_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "max_bids_auction_user_idx" ON "max_bids" USING btree ("auction_id","user_id");