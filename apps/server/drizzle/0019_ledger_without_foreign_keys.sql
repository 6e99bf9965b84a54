ALTER TABLE "bids" DROP CONSTRAINT "bids_auction_id_auctions_id_fk";
--> statement-breakpoint
ALTER TABLE "bids" DROP CONSTRAINT "bids_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bids" DROP CONSTRAINT "bids_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "max_bid_events" DROP CONSTRAINT "max_bid_events_auction_id_auctions_id_fk";
--> statement-breakpoint
ALTER TABLE "max_bid_events" DROP CONSTRAINT "max_bid_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "max_bids" DROP CONSTRAINT "max_bids_auction_id_auctions_id_fk";
--> statement-breakpoint
ALTER TABLE "max_bids" DROP CONSTRAINT "max_bids_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "max_bids" DROP CONSTRAINT "max_bids_group_id_groups_id_fk";
--> statement-breakpoint
CREATE FUNCTION "ledger_party_kept"() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
DECLARE
  named boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN
    RETURN NEW;
  END IF;
  IF TG_TABLE_NAME = 'auctions' THEN
    named := EXISTS (SELECT 1 FROM bids WHERE auction_id = OLD.id)
      OR EXISTS (SELECT 1 FROM max_bids WHERE auction_id = OLD.id)
      OR EXISTS (SELECT 1 FROM max_bid_events WHERE auction_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    named := EXISTS (SELECT 1 FROM bids WHERE user_id = OLD.id)
      OR EXISTS (SELECT 1 FROM max_bids WHERE user_id = OLD.id)
      OR EXISTS (SELECT 1 FROM max_bid_events WHERE user_id = OLD.id);
  ELSE
    named := EXISTS (SELECT 1 FROM bids WHERE group_id = OLD.id)
      OR EXISTS (SELECT 1 FROM max_bids WHERE group_id = OLD.id);
  END IF;
  IF named THEN
    RAISE EXCEPTION '% row % is named in the bid ledger and is kept', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auctions_ledger_party_kept" BEFORE DELETE OR UPDATE OF "id" ON "auctions" FOR EACH ROW EXECUTE FUNCTION "ledger_party_kept"();
--> statement-breakpoint
CREATE TRIGGER "users_ledger_party_kept" BEFORE DELETE OR UPDATE OF "id" ON "users" FOR EACH ROW EXECUTE FUNCTION "ledger_party_kept"();
--> statement-breakpoint
CREATE TRIGGER "groups_ledger_party_kept" BEFORE DELETE OR UPDATE OF "id" ON "groups" FOR EACH ROW EXECUTE FUNCTION "ledger_party_kept"();
