CREATE TABLE "auction_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"bid_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"made_by" integer NOT NULL,
	"made_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"answered_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "auction_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"first_close_at" timestamp (3) with time zone NOT NULL,
	"stagger_seconds" integer DEFAULT 30 NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "listing_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"thumbnail_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_group_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"market" text NOT NULL,
	"status" text NOT NULL,
	"chassis_number" text NOT NULL,
	"location" text NOT NULL,
	"start_price" bigint NOT NULL,
	"reserve_price" bigint NOT NULL,
	"preferred_session_id" integer,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "user_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "negotiation" jsonb;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "inspector_id" integer;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "published_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "chassis_number" text;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "offer_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "seller_turn_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "max_offers" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "inspections" SET "version" = v."version", "published_at" = "inspections"."inspected_at" FROM (SELECT "id", row_number() OVER (PARTITION BY "inventory_id" ORDER BY "inspected_at", "id") AS "version" FROM "inspections") AS v WHERE v."id" = "inspections"."id";--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_sessions" ADD CONSTRAINT "auction_sessions_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_sessions" ADD CONSTRAINT "auction_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_files" ADD CONSTRAINT "listing_files_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_files" ADD CONSTRAINT "listing_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_group_id_groups_id_fk" FOREIGN KEY ("seller_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_preferred_session_id_auction_sessions_id_fk" FOREIGN KEY ("preferred_session_id") REFERENCES "public"."auction_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_offers_auction_idx" ON "auction_offers" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "auction_offers_dealer_idx" ON "auction_offers" USING btree ("dealer_id","outcome");--> statement-breakpoint
CREATE INDEX "auction_sessions_market_starts_idx" ON "auction_sessions" USING btree ("market","starts_at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "listing_files_listing_idx" ON "listing_files" USING btree ("listing_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_inventory_idx" ON "listings" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "listings_group_status_idx" ON "listings" USING btree ("seller_group_id","status","id");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_open_chassis_idx" ON "listings" USING btree (upper("chassis_number")) WHERE "listings"."status" in ('submitted', 'approved', 'scheduled', 'unsold');--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invites_token_idx" ON "user_invites" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_seller_status_end_idx" ON "auctions" USING btree ("seller_group_id","status","time_end");--> statement-breakpoint
CREATE INDEX "auctions_session_idx" ON "auctions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_inventory_version_idx" ON "inspections" USING btree ("inventory_id","version");