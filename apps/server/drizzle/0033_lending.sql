CREATE TABLE "lending_accruals" (
	"loan_id" bigint NOT NULL,
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"close_price" numeric NOT NULL,
	"value_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "lending_accruals_loan_id_day_pk" PRIMARY KEY("loan_id","day")
);
--> statement-breakpoint
CREATE TABLE "lending_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lending_no" text NOT NULL,
	"program_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"quantity" numeric NOT NULL,
	"lend_price" numeric NOT NULL,
	"value_minor" bigint NOT NULL,
	"annual_rate" numeric NOT NULL,
	"member_share" numeric NOT NULL,
	"status" text NOT NULL,
	"lent_on" date NOT NULL,
	"lent_at" timestamp with time zone NOT NULL,
	"term_ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"accrued_through" date,
	"accrued_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"carry" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "lending_loans_lending_no_unique" UNIQUE("lending_no"),
	CONSTRAINT "lending_loans_quantity_positive" CHECK ("lending_loans"."quantity" > 0),
	CONSTRAINT "lending_loans_paid_within" CHECK ("lending_loans"."paid_minor" >= 0 and "lending_loans"."paid_minor" <= "lending_loans"."accrued_minor")
);
--> statement-breakpoint
CREATE TABLE "lending_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"annual_rate" numeric NOT NULL,
	"member_share" numeric NOT NULL,
	"capacity_minor" bigint NOT NULL,
	"lent_minor" bigint DEFAULT 0 NOT NULL,
	"min_amount_minor" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_programs_market_unique" UNIQUE("market"),
	CONSTRAINT "lending_programs_rate_range" CHECK ("lending_programs"."annual_rate" >= 0 and "lending_programs"."annual_rate" <= 100),
	CONSTRAINT "lending_programs_share_range" CHECK ("lending_programs"."member_share" >= 0 and "lending_programs"."member_share" <= 100),
	CONSTRAINT "lending_programs_lent_within" CHECK ("lending_programs"."lent_minor" >= 0),
	CONSTRAINT "lending_programs_amounts" CHECK ("lending_programs"."capacity_minor" >= 0 and "lending_programs"."min_amount_minor" >= 0),
	CONSTRAINT "lending_programs_term" CHECK ("lending_programs"."term_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE INDEX "lending_accruals_member_day_idx" ON "lending_accruals" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "lending_loans_member_idx" ON "lending_loans" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "lending_loans_position_idx" ON "lending_loans" USING btree ("position_id") WHERE "lending_loans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "lending_loans_active_idx" ON "lending_loans" USING btree ("market","id") WHERE "lending_loans"."status" = 'active';