-- The posting of one journal entry (modules/ledger/post-entry.ts) as a function, so PostgreSQL plans its
-- statements once per connection instead of on every entry (PGlite spends most of an exchange planning
-- the one-statement entry). Called inside the caller's single statement, it is atomic with it: the
-- accounts that move are locked in id order, each gets its net change (a member bucket going below zero
-- fails the table's check and aborts the statement), the entry and its postings are written (a posting
-- whose account does not exist yet gets a null account id, which the postings table refuses), and the
-- member's journal counters each get one more entry. The counts let the caller check nothing was lost.
CREATE OR REPLACE FUNCTION ledger_post_entry(
  p_type text,
  p_member_id integer,
  p_reference_type text,
  p_reference_id text,
  p_memo text,
  p_created_at timestamptz,
  -- The entry's accounts, one element each: owner key, currency, bucket and net change.
  p_owner_keys text[],
  p_currencies text[],
  p_buckets text[],
  p_deltas bigint[],
  -- The postings in order: the account's index (1-based) in the arrays above, currency and amount.
  p_line_accounts integer[],
  p_line_currencies text[],
  p_line_amounts bigint[],
  -- The member's journal counters to add one to ('*' and the currencies), sorted.
  p_count_currencies text[],
  OUT entry_id bigint,
  OUT moved_count integer,
  OUT line_count integer,
  OUT counted_count integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_account_ids bigint[];
BEGIN
  SELECT array_agg(a.id ORDER BY w.account_no) INTO v_account_ids
  FROM unnest(p_owner_keys, p_currencies, p_buckets) WITH ORDINALITY w (owner_key, currency, bucket, account_no)
  LEFT JOIN ledger_accounts a
    ON a.owner_key = w.owner_key AND a.currency = w.currency AND a.bucket = w.bucket;
  PERFORM 1 FROM ledger_accounts a
  WHERE a.id = ANY (SELECT v_account_ids[k] FROM generate_subscripts(p_deltas, 1) k WHERE p_deltas[k] <> 0)
  ORDER BY a.id
  FOR UPDATE;
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor + d.delta
  FROM (
    SELECT v_account_ids[k] AS account_id, p_deltas[k] AS delta
    FROM generate_subscripts(p_deltas, 1) k
    WHERE p_deltas[k] <> 0
  ) d
  WHERE a.id = d.account_id;
  GET DIAGNOSTICS moved_count = ROW_COUNT;
  INSERT INTO journal_entries (type, member_id, reference_type, reference_id, memo, created_at)
  VALUES (p_type, p_member_id, p_reference_type, p_reference_id, p_memo, p_created_at)
  RETURNING journal_entries.id INTO entry_id;
  INSERT INTO postings (entry_id, account_id, currency, amount_minor)
  SELECT ledger_post_entry.entry_id, v_account_ids[l.account_no], l.currency, l.amount_minor
  FROM unnest(p_line_accounts, p_line_currencies, p_line_amounts) WITH ORDINALITY
    l (account_no, currency, amount_minor, line_no)
  ORDER BY l.line_no;
  GET DIAGNOSTICS line_count = ROW_COUNT;
  counted_count := 0;
  IF p_member_id IS NOT NULL THEN
    INSERT INTO member_journal_counts AS c (member_id, type, currency, entries)
    SELECT p_member_id, p_type, k.currency, 1 FROM unnest(p_count_currencies) k (currency) ORDER BY k.currency
    ON CONFLICT (member_id, currency, type) DO UPDATE SET entries = c.entries + 1;
    GET DIAGNOSTICS counted_count = ROW_COUNT;
  END IF;
END
$$;
