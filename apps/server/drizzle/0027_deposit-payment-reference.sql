CREATE TABLE "deposit_payment_references" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_payment_references_reference_key" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_payment_reference_idx" ON "deposits" USING btree ("payment_reference");