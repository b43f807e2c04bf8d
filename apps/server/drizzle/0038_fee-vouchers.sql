CREATE TABLE "fee_voucher_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voucher_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"fill_kind" text NOT NULL,
	"order_id" bigint,
	"position_id" bigint,
	"fee_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_voucher_uses_amount" CHECK ("fee_voucher_uses"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"redemption_id" bigint NOT NULL,
	"names" jsonb NOT NULL,
	"amount_minor" bigint NOT NULL,
	"remaining_minor" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_vouchers_remaining" CHECK ("fee_vouchers"."remaining_minor" >= 0 and "fee_vouchers"."remaining_minor" <= "fee_vouchers"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "check_in_rewards" ADD COLUMN "valid_days" integer;--> statement-breakpoint
CREATE INDEX "fee_voucher_uses_order_idx" ON "fee_voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fee_voucher_uses_position_idx" ON "fee_voucher_uses" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "fee_voucher_uses_voucher_idx" ON "fee_voucher_uses" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "fee_vouchers_member_idx" ON "fee_vouchers" USING btree ("member_id","expires_at") WHERE "fee_vouchers"."remaining_minor" > 0;