CREATE TABLE "block_trade_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"block_price" numeric NOT NULL,
	"min_shares" numeric NOT NULL,
	"secret_key_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"lock_days" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "block_trade_deals_price_positive" CHECK ("block_trade_deals"."block_price" > 0),
	CONSTRAINT "block_trade_deals_min_shares_positive" CHECK ("block_trade_deals"."min_shares" > 0),
	CONSTRAINT "block_trade_deals_lock_days_range" CHECK ("block_trade_deals"."lock_days" between 0 and 3650),
	CONSTRAINT "block_trade_deals_window" CHECK ("block_trade_deals"."closes_at" > "block_trade_deals"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "block_trade_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"trade_order_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"price" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"margin_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "block_trade_orders_trade_order_id_unique" UNIQUE("trade_order_id"),
	CONSTRAINT "block_trade_orders_quantity_positive" CHECK ("block_trade_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "block_trade_deals_open_idx" ON "block_trade_deals" USING btree ("is_enabled","closes_at","id");--> statement-breakpoint
CREATE INDEX "block_trade_orders_member_idx" ON "block_trade_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "block_trade_orders_deal_idx" ON "block_trade_orders" USING btree ("deal_id","id");