CREATE TABLE "corporate_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date,
	"amount" numeric,
	"split_from" integer,
	"split_to" integer
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"asset_class" text NOT NULL,
	"tab" text NOT NULL,
	"currency" text NOT NULL,
	"lot_size" numeric,
	"tick_table" jsonb,
	"prev_close" numeric NOT NULL,
	"sector" text,
	"description" text,
	"shares_outstanding" numeric,
	"pe_ratio" numeric,
	"dividend_yield" numeric,
	"status" text DEFAULT 'listed' NOT NULL,
	"status_reason" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_symbol_unique" UNIQUE("symbol"),
	CONSTRAINT "instruments_prev_close_positive" CHECK ("instruments"."prev_close" > 0)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"sessions" jsonb NOT NULL,
	"half_days" jsonb NOT NULL,
	"lot_size" numeric NOT NULL,
	"tick_table" jsonb NOT NULL,
	"price_limit" jsonb NOT NULL,
	"fees" jsonb NOT NULL,
	"lock" jsonb NOT NULL,
	"is_short_selling_allowed" boolean NOT NULL,
	"max_leverage" integer NOT NULL,
	"min_order_amount" numeric NOT NULL,
	"settlement_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_leverage_positive" CHECK ("markets"."max_leverage" >= 1),
	CONSTRAINT "markets_lot_positive" CHECK ("markets"."lot_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_actions_instrument_idx" ON "corporate_actions" USING btree ("instrument_id","ex_date");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_market_code_idx" ON "instruments" USING btree ("market","code");--> statement-breakpoint
CREATE INDEX "instruments_market_order_idx" ON "instruments" USING btree ("market","sort_order","id");--> statement-breakpoint
CREATE INDEX "instruments_tab_idx" ON "instruments" USING btree ("tab","status");