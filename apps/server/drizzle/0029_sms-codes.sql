CREATE TABLE "sms_code_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"account" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_code_requests_account_idx" ON "sms_code_requests" USING btree ("account","requested_at");--> statement-breakpoint
CREATE INDEX "sms_code_requests_address_idx" ON "sms_code_requests" USING btree ("address","requested_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_sent_idx" ON "sms_outbox" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","sent_at","id");