CREATE TABLE "auction_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefronts" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"tagline" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"logo_url" text NOT NULL,
	"banner_url" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefronts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "won_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "extra_inspection_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "payment_due_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "online_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_files" ADD CONSTRAINT "auction_files_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_banners" ADD CONSTRAINT "mobile_banners_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_files_auction_idx" ON "auction_files" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "mobile_banners_market_idx" ON "mobile_banners" USING btree ("market","sort");