CREATE TABLE "loan_credit_bands" (
	"min_score" integer PRIMARY KEY NOT NULL,
	"limit_minor" bigint NOT NULL,
	CONSTRAINT "loan_credit_bands_limit_non_negative" CHECK (limit_minor >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_accruals" (
	"loan_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_accruals_loan_id_day_pk" PRIMARY KEY("loan_id","day")
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"term_days" integer NOT NULL,
	"annual_rate" numeric(12, 6) NOT NULL,
	"penalty_annual_rate" numeric(12, 6) NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_products_term_positive" CHECK (term_days > 0),
	CONSTRAINT "loan_products_rates_non_negative" CHECK (annual_rate >= 0 and penalty_annual_rate >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"net_asset_cap_percent" numeric(12, 6),
	"allows_several_loans" boolean NOT NULL,
	"review_above_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_settings_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"annual_rate" numeric(12, 6) NOT NULL,
	"penalty_annual_rate" numeric(12, 6) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"principal_minor" bigint DEFAULT 0 NOT NULL,
	"interest_minor" bigint DEFAULT 0 NOT NULL,
	"penalty_minor" bigint DEFAULT 0 NOT NULL,
	"interest_accrued_minor" bigint DEFAULT 0 NOT NULL,
	"penalty_accrued_minor" bigint DEFAULT 0 NOT NULL,
	"repaid_minor" bigint DEFAULT 0 NOT NULL,
	"approved_date" date,
	"due_date" date,
	"accrued_through" date,
	"notice_date" date,
	"first_approved_by" text,
	"reviewed_by" text,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	CONSTRAINT "loans_loan_no_unique" UNIQUE("loan_no"),
	CONSTRAINT "loans_amount_positive" CHECK (amount_minor > 0),
	CONSTRAINT "loans_owed_non_negative" CHECK (principal_minor >= 0 and interest_minor >= 0 and penalty_minor >= 0 and repaid_minor >= 0)
);
--> statement-breakpoint
CREATE INDEX "loans_member_idx" ON "loans" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "loans_open_idx" ON "loans" USING btree ("id") WHERE status in ('approved', 'overdue');