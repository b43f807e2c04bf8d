CREATE TABLE "day_trade_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"allocation_minor" bigint DEFAULT 0 NOT NULL,
	"used_minor" bigint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "day_trade_applications_amount_positive" CHECK (amount_minor > 0),
	CONSTRAINT "day_trade_applications_used_range" CHECK (used_minor >= 0 and used_minor <= allocation_minor)
);
--> statement-breakpoint
CREATE TABLE "day_trade_positions" (
	"position_id" bigint PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"cost_minor" bigint NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"refrozen_minor" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_trade_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "day_trade_settings_single_row" CHECK (id = 1),
	CONSTRAINT "day_trade_settings_range" CHECK (min_minor > 0 and min_minor <= max_minor)
);
--> statement-breakpoint
CREATE INDEX "day_trade_applications_member_idx" ON "day_trade_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "day_trade_applications_status_idx" ON "day_trade_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_trade_applications_one_open_idx" ON "day_trade_applications" USING btree ("member_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "day_trade_positions_member_idx" ON "day_trade_positions" USING btree ("member_id","position_id");--> statement-breakpoint
CREATE INDEX "day_trade_positions_unsettled_idx" ON "day_trade_positions" USING btree ("close_at") WHERE settled_at is null;