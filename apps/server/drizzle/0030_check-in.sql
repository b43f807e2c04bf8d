CREATE TABLE "check_in_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"check_in_id" bigint,
	"points" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expired_points" integer DEFAULT 0 NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_points_remaining" CHECK ("check_in_points"."remaining" >= 0 and "check_in_points"."remaining" <= "check_in_points"."points")
);
--> statement-breakpoint
CREATE TABLE "check_in_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"points" integer NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"points_needed" integer NOT NULL,
	"stock" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_rewards_stock" CHECK ("check_in_rewards"."stock" >= 0),
	CONSTRAINT "check_in_rewards_points" CHECK ("check_in_rewards"."points_needed" > 0),
	CONSTRAINT "check_in_rewards_amount" CHECK ("check_in_rewards"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "check_in_schedule" (
	"day" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "check_in_schedule_points" CHECK ("check_in_schedule"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "check_in_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"expiry_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "check_in_points_member_idx" ON "check_in_points" USING btree ("member_id","expires_at");--> statement-breakpoint
CREATE INDEX "check_in_points_expiry_idx" ON "check_in_points" USING btree ("expires_at") WHERE "check_in_points"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_redemptions_order_no_idx" ON "check_in_redemptions" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "check_in_redemptions_member_idx" ON "check_in_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_member_day_idx" ON "check_ins" USING btree ("member_id","day");