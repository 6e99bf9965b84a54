ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Staff who signed in before roles existed keep every power they had.
UPDATE "users" SET "staff_roles" = '{admin,operations,inspector,finance}'::text[] WHERE "role" = 'staff';
