ALTER TABLE "deposit_channels" ADD COLUMN "payment_expiry_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deposits_pending_expiry_idx" ON "deposits" USING btree ("expires_at") WHERE status = 'pending' and expires_at is not null;