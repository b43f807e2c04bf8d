CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"window_days" jsonb NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"password_hash" text,
	"bank_name" text,
	"account_name" text,
	"account_number" text,
	"crypto_address" text,
	"qr_image_url" text,
	"gateway" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"voucher_upload_id" integer,
	"tx_hash" text,
	"gateway_reference" text,
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"entry_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK (amount_minor > 0)
);
--> statement-breakpoint
CREATE TABLE "market_holidays" (
	"market" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "market_holidays_market_date_pk" PRIMARY KEY("market","date")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_limits" (
	"currency" text PRIMARY KEY NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"credit_score_minimum" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"bank_card_id" integer NOT NULL,
	"holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"expected_settlement_date" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK (amount_minor > 0)
);
--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_one_pending_idx" ON "deposits" USING btree ("member_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");