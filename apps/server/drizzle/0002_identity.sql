CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"holder" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"branch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"swift" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_name_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"front_upload_id" integer NOT NULL,
	"back_upload_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"qr_upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_cards_member_idx" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_number_idx" ON "bank_cards" USING btree ("bank_code","account_number") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "real_name_member_idx" ON "real_name_records" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "real_name_status_idx" ON "real_name_records" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_verified_id_number_idx" ON "real_name_records" USING btree ("id_type","id_number") WHERE status = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_public_id_idx" ON "uploads" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "wallets_member_idx" ON "wallets" USING btree ("member_id");