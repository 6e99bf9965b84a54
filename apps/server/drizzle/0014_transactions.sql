CREATE TABLE "floor_stock_accounts" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"credit_limit" bigint NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_stock_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"decline_reason" text,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "group_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"amount" bigint NOT NULL,
	"valid_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"market" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_market_year_pk" PRIMARY KEY("market","year")
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_ref" text,
	"page_url" text,
	"created_by" integer NOT NULL,
	"failure_reason" text,
	"callbacks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"party" text NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"collected_at" timestamp (3) with time zone,
	"collected_by" integer
);
--> statement-breakpoint
CREATE TABLE "transaction_handovers" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"handed_by" integer NOT NULL,
	"received_by" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"side" text NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"target" text,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"reject_reason" text,
	"submitted_by" integer,
	"decided_by" integer,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_pickups" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"location_id" integer,
	"pickup_at" timestamp (3) with time zone,
	"delivery_address" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"buyer_group_id" integer NOT NULL,
	"seller_group_id" integer NOT NULL,
	"status" text NOT NULL,
	"hammer" bigint NOT NULL,
	"buyer_total" bigint NOT NULL,
	"seller_payout" bigint NOT NULL,
	"fee_schedule" jsonb NOT NULL,
	"won_at" timestamp (3) with time zone NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"invoice_number" text NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"paid_by" text,
	"handover_location" text,
	"delivery_location" text,
	"car_in_location" text,
	"current_location" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "engine_number" text;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "fee_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "credit_check" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "floor_stock_accounts" ADD CONSTRAINT "floor_stock_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_stock_cases" ADD CONSTRAINT "floor_stock_cases_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_stock_cases" ADD CONSTRAINT "floor_stock_cases_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_stock_cases" ADD CONSTRAINT "floor_stock_cases_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_stock_cases" ADD CONSTRAINT "floor_stock_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_discounts" ADD CONSTRAINT "group_discounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD CONSTRAINT "pickup_locations_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_collections" ADD CONSTRAINT "transaction_collections_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_collections" ADD CONSTRAINT "transaction_collections_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_handovers" ADD CONSTRAINT "transaction_handovers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_handovers" ADD CONSTRAINT "transaction_handovers_handed_by_users_id_fk" FOREIGN KEY ("handed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_pickups" ADD CONSTRAINT "transaction_pickups_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_pickups" ADD CONSTRAINT "transaction_pickups_location_id_pickup_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."pickup_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_status_log" ADD CONSTRAINT "transaction_status_log_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_group_id_groups_id_fk" FOREIGN KEY ("buyer_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_group_id_groups_id_fk" FOREIGN KEY ("seller_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "floor_stock_cases_group_idx" ON "floor_stock_cases" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "floor_stock_cases_status_idx" ON "floor_stock_cases" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "floor_stock_cases_one_open_idx" ON "floor_stock_cases" USING btree ("transaction_id") WHERE "floor_stock_cases"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "group_discounts_group_idx" ON "group_discounts" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_gateway_ref_idx" ON "online_payments" USING btree ("gateway_ref");--> statement-breakpoint
CREATE INDEX "online_payments_transaction_idx" ON "online_payments" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_one_open_idx" ON "online_payments" USING btree ("transaction_id") WHERE "online_payments"."status" = 'created';--> statement-breakpoint
CREATE INDEX "pickup_locations_market_idx" ON "pickup_locations" USING btree ("market");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_collections_name_idx" ON "transaction_collections" USING btree ("transaction_id","party","name");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_lines_position_idx" ON "transaction_lines" USING btree ("transaction_id","side","position");--> statement-breakpoint
CREATE INDEX "transaction_payments_transaction_idx" ON "transaction_payments" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "transaction_payments_status_idx" ON "transaction_payments" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_payments_one_pending_idx" ON "transaction_payments" USING btree ("transaction_id") WHERE "transaction_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transaction_status_log_idx" ON "transaction_status_log" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_auction_idx" ON "transactions" USING btree ("auction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_invoice_number_idx" ON "transactions" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "transactions_buyer_status_idx" ON "transactions" USING btree ("buyer_user_id","status","due_at");--> statement-breakpoint
CREATE INDEX "transactions_buyer_group_idx" ON "transactions" USING btree ("buyer_group_id","status");--> statement-breakpoint
CREATE INDEX "transactions_seller_group_idx" ON "transactions" USING btree ("seller_group_id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","due_at");