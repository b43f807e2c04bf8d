CREATE TABLE "trade_corporate_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date,
	"source_action_id" integer,
	"per_share" numeric,
	"split_from" integer,
	"split_to" integer,
	"quantity" numeric NOT NULL,
	"entry_price" numeric NOT NULL,
	"quantity_after" numeric NOT NULL,
	"entry_price_after" numeric NOT NULL,
	"amount_minor" bigint NOT NULL,
	"from_margin_minor" bigint DEFAULT 0 NOT NULL,
	"absorbed_minor" bigint DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_corporate_actions_kind" CHECK ("trade_corporate_actions"."kind" in ('dividend', 'split')),
	CONSTRAINT "trade_corporate_actions_margin_non_negative" CHECK ("trade_corporate_actions"."from_margin_minor" >= 0),
	CONSTRAINT "trade_corporate_actions_absorbed_non_negative" CHECK ("trade_corporate_actions"."absorbed_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trade_corporate_actions_once_idx" ON "trade_corporate_actions" USING btree ("position_id","kind","ex_date");--> statement-breakpoint
CREATE INDEX "trade_corporate_actions_member_idx" ON "trade_corporate_actions" USING btree ("member_id","id");