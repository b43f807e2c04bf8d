CREATE TABLE "candles_1d" (
	"instrument_id" integer NOT NULL,
	"trading_day" date NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"turnover" numeric NOT NULL,
	CONSTRAINT "candles_1d_instrument_id_trading_day_pk" PRIMARY KEY("instrument_id","trading_day")
);
--> statement-breakpoint
CREATE TABLE "candles_1m" (
	"instrument_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"turnover" numeric NOT NULL,
	CONSTRAINT "candles_1m_instrument_id_start_pk" PRIMARY KEY("instrument_id","start")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"last" numeric NOT NULL,
	"prev_close" numeric NOT NULL,
	"open" numeric,
	"high" numeric,
	"low" numeric,
	"volume" numeric DEFAULT '0' NOT NULL,
	"turnover" numeric DEFAULT '0' NOT NULL,
	"trading_day" date,
	"indicative" numeric,
	"phase" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_last_positive" CHECK ("quotes"."last" > 0)
);
--> statement-breakpoint
ALTER TABLE "candles_1d" ADD CONSTRAINT "candles_1d_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candles_1m" ADD CONSTRAINT "candles_1m_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candles_1d_day_idx" ON "candles_1d" USING btree ("trading_day");