ALTER TABLE "news_articles" ADD COLUMN "generated_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_generated_key_idx" ON "news_articles" USING btree ("generated_key");