CREATE TABLE "notices_unpublished" (
	"id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "notices_unpublished" ("id") SELECT "id" FROM "notices" WHERE "published_at" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "notices_unpublished_follow"() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  DELETE FROM notices_unpublished WHERE id IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notices_unpublished_deleted" AFTER DELETE ON "notices" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "notices_unpublished_follow"();
--> statement-breakpoint
DROP INDEX "notices_unpublished_idx";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "published_at";
