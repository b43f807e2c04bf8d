CREATE TABLE "exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_amount_minor" bigint NOT NULL,
	"to_amount_minor" bigint NOT NULL,
	"rate" numeric(30, 10) NOT NULL,
	"spread_bps" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"mid_rate" numeric(24, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" integer,
	CONSTRAINT "fx_rates_positive" CHECK ("fx_rates"."mid_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "fx_spreads" (
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"spread_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_spreads_from_currency_to_currency_pk" PRIMARY KEY("from_currency","to_currency"),
	CONSTRAINT "fx_spreads_range" CHECK ("fx_spreads"."spread_bps" >= 0 and "fx_spreads"."spread_bps" < 5000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_order_no_idx" ON "exchanges" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "exchanges_member_idx" ON "exchanges" USING btree ("member_id","id");--> statement-breakpoint
-- Reference data: mid rates in ringgit per unit (late-2026 levels) and a 50 bps global spread.
INSERT INTO "fx_rates" ("currency", "mid_rate") VALUES
	('MYR', 1),
	('USD', 4.2),
	('CNY', 0.59),
	('HKD', 0.54),
	('TWD', 0.131),
	('THB', 0.125),
	('JPY', 0.0278),
	('KRW', 0.003),
	('VND', 0.000165);--> statement-breakpoint
INSERT INTO "fx_spreads" ("from_currency", "to_currency", "spread_bps") VALUES ('*', '*', 50);
