ALTER TABLE "login_failures" ADD COLUMN "pending_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counters kept under the keys of the old throttle (no `|` in them) are never read again.
DELETE FROM "login_failures" WHERE "key" NOT LIKE '%|%';
