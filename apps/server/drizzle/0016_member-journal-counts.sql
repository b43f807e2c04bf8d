CREATE TABLE "member_journal_counts" (
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "member_journal_counts_member_id_currency_type_pk" PRIMARY KEY("member_id","currency","type"),
	CONSTRAINT "member_journal_counts_positive" CHECK ("member_journal_counts"."entries" > 0)
);
--> statement-breakpoint
-- Counters for the entries already there: all of a member's entries per type ('*'), and per type those
-- with a posting in each currency on the member's own accounts.
INSERT INTO "member_journal_counts" ("member_id", "type", "currency", "entries")
SELECT "member_id", "type", '*', count(*) FROM "journal_entries" WHERE "member_id" IS NOT NULL GROUP BY 1, 2
UNION ALL
SELECT e."member_id", e."type", p."currency", count(DISTINCT e."id")
FROM "journal_entries" e
JOIN "postings" p ON p."entry_id" = e."id"
JOIN "ledger_accounts" a ON a."id" = p."account_id" AND a."member_id" = e."member_id"
GROUP BY 1, 2, 3;
