CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover_image_id" text,
	"instrument_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"author_staff_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "news_articles_category" CHECK ("news_articles"."category" in ('hot', 'price')),
	CONSTRAINT "news_articles_state" CHECK ("news_articles"."state" in ('draft', 'published', 'unpublished')),
	CONSTRAINT "news_articles_published_at" CHECK ("news_articles"."state" <> 'published' or "news_articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "news_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_articles_public_idx" ON "news_articles" USING btree ("state","category","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_images_public_id_idx" ON "news_images" USING btree ("public_id");