CREATE TABLE "member_trading_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"is_margin_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_fills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" bigint,
	"position_id" bigint NOT NULL,
	"price" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"notional_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"gross_pnl_minor" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"price_type" text NOT NULL,
	"price" numeric,
	"quantity" numeric NOT NULL,
	"leverage" integer NOT NULL,
	"status" text NOT NULL,
	"frozen_minor" bigint DEFAULT 0 NOT NULL,
	"position_id" bigint,
	"fill_price" numeric,
	"created_at" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "trade_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "trade_orders_quantity_positive" CHECK ("trade_orders"."quantity" > 0),
	CONSTRAINT "trade_orders_leverage_positive" CHECK ("trade_orders"."leverage" >= 1)
);
--> statement-breakpoint
CREATE TABLE "trade_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"price_type" text NOT NULL,
	"leverage" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"entry_price" numeric NOT NULL,
	"margin_minor" bigint NOT NULL,
	"open_fee_minor" bigint NOT NULL,
	"open_tax_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"open_order_id" bigint NOT NULL,
	"parent_id" bigint,
	"opened_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"exit_price" numeric,
	"close_fee_minor" bigint,
	"close_tax_minor" bigint,
	"gross_pnl_minor" bigint,
	"is_forced_close" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "trade_positions_position_no_unique" UNIQUE("position_no"),
	CONSTRAINT "trade_positions_quantity_positive" CHECK ("trade_positions"."quantity" > 0),
	CONSTRAINT "trade_positions_margin_non_negative" CHECK ("trade_positions"."margin_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trading_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"market_spread_bps" integer DEFAULT 0 NOT NULL,
	"maintenance_margin_percent" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_settings_single_row" CHECK ("trading_settings"."id" = 1),
	CONSTRAINT "trading_settings_spread_range" CHECK ("trading_settings"."market_spread_bps" between 0 and 1000),
	CONSTRAINT "trading_settings_maintenance_range" CHECK ("trading_settings"."maintenance_margin_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trade_fills_order_idx" ON "trade_fills" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "trade_fills_position_idx" ON "trade_fills" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "trade_orders_member_idx" ON "trade_orders" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "trade_orders_pending_idx" ON "trade_orders" USING btree ("instrument_id","id") WHERE "trade_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trade_positions_member_idx" ON "trade_positions" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "trade_positions_open_idx" ON "trade_positions" USING btree ("instrument_id","id") WHERE "trade_positions"."status" <> 'closed';