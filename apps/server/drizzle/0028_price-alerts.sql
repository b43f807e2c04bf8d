CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" numeric,
	CONSTRAINT "price_alerts_kind" CHECK ("price_alerts"."kind" in ('above', 'below', 'change')),
	CONSTRAINT "price_alerts_threshold_positive" CHECK ("price_alerts"."threshold" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_member_idx" ON "price_alerts" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "price_alerts_active_idx" ON "price_alerts" USING btree ("id") WHERE "price_alerts"."fired_at" is null;