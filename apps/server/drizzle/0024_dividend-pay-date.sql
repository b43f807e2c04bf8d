ALTER TABLE "trade_corporate_actions" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_corporate_actions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before this migration: a dividend's cash moved when it was applied; a split is applied.
UPDATE "trade_corporate_actions" SET "status" = 'applied' WHERE "kind" = 'split';--> statement-breakpoint
UPDATE "trade_corporate_actions" SET "paid_at" = "applied_at" WHERE "kind" = 'dividend';--> statement-breakpoint
CREATE INDEX "trade_corporate_actions_entitled_idx" ON "trade_corporate_actions" USING btree ("id") WHERE "trade_corporate_actions"."status" = 'entitled';--> statement-breakpoint
ALTER TABLE "trade_corporate_actions" ADD CONSTRAINT "trade_corporate_actions_status" CHECK ("trade_corporate_actions"."status" in ('entitled', 'paid', 'applied'));
