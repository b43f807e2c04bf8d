CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"query" text,
	"instrument_id" integer,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_one_kind" CHECK (("search_history"."query" is null) <> ("search_history"."instrument_id" is null))
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_member_instrument_idx" ON "favorites" USING btree ("member_id","instrument_id");--> statement-breakpoint
CREATE INDEX "favorites_member_created_idx" ON "favorites" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_member_key_idx" ON "search_history" USING btree ("member_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "search_history_member_used_idx" ON "search_history" USING btree ("member_id","last_used_at","id");