ALTER TABLE "deposit_channels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "bank_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;