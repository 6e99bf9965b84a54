ALTER TABLE "notices" DROP CONSTRAINT "notices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_group_id_groups_id_fk";
--> statement-breakpoint
CREATE FUNCTION "notices_follow_owner"() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
DECLARE
  named boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'users' THEN
      DELETE FROM notices WHERE user_id = OLD.id;
    ELSE
      DELETE FROM notices WHERE group_id = OLD.id;
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.id = OLD.id THEN
    RETURN NEW;
  END IF;
  IF TG_TABLE_NAME = 'users' THEN
    named := EXISTS (SELECT 1 FROM notices WHERE user_id = OLD.id);
  ELSE
    named := EXISTS (SELECT 1 FROM notices WHERE group_id = OLD.id);
  END IF;
  IF named THEN
    RAISE EXCEPTION '% row % has notices and keeps its id', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notices_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notices_follow_owner"();
--> statement-breakpoint
CREATE TRIGGER "users_notices_kept" BEFORE UPDATE OF "id" ON "users" FOR EACH ROW EXECUTE FUNCTION "notices_follow_owner"();
--> statement-breakpoint
CREATE TRIGGER "groups_notices_deleted" AFTER DELETE ON "groups" FOR EACH ROW EXECUTE FUNCTION "notices_follow_owner"();
--> statement-breakpoint
CREATE TRIGGER "groups_notices_kept" BEFORE UPDATE OF "id" ON "groups" FOR EACH ROW EXECUTE FUNCTION "notices_follow_owner"();
