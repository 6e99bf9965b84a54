DROP INDEX "notices_user_idx";--> statement-breakpoint
DROP INDEX "notices_group_idx";--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","id") WHERE "notices"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "notices_group_idx" ON "notices" USING btree ("group_id","id") WHERE "notices"."group_id" is not null;