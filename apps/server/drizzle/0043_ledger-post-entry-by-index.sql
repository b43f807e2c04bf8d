-- `ledger_post_entry` (0018) reaches the accounts that move by their primary key. Its lock and its update
-- joined `ledger_accounts` to `generate_subscripts(p_deltas, 1)`, which the planner estimates at 1,000
-- rows whatever the array holds, so the plan PL/pgSQL caches for the function was a hash join over a
-- sequential scan of the whole table — twice for every journal entry of every money path. Measured on
-- the opening rush (bench "new shares", issue 17 §5b): with 3,200 members' accounts the applications
-- ran at 610 a second, with 10,200 at 384, PostgreSQL's backends busy reading `ledger_accounts` while
-- the server waited. The accounts that move are now collected first (ids in ascending order, with
-- their changes), then locked and updated with `id = ANY (array)`, an index scan on the primary key
-- of as many rows as move. Everything else is as in 0018: the same arguments, results and order of
-- locks, so no caller changes.
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
  -- The accounts with a non-zero change, in ascending id, and their changes in the same order.
  v_moved_ids bigint[];
  v_moved_deltas bigint[];
BEGIN
  SELECT array_agg(a.id ORDER BY w.account_no) INTO v_account_ids
  FROM unnest(p_owner_keys, p_currencies, p_buckets) WITH ORDINALITY w (owner_key, currency, bucket, account_no)
  LEFT JOIN ledger_accounts a
    ON a.owner_key = w.owner_key AND a.currency = w.currency AND a.bucket = w.bucket;
  SELECT array_agg(v_account_ids[k] ORDER BY v_account_ids[k]), array_agg(p_deltas[k] ORDER BY v_account_ids[k])
    INTO v_moved_ids, v_moved_deltas
  FROM generate_subscripts(p_deltas, 1) k
  WHERE p_deltas[k] <> 0;
  PERFORM 1 FROM ledger_accounts a
  WHERE a.id = ANY (v_moved_ids)
  ORDER BY a.id
  FOR UPDATE;
  UPDATE ledger_accounts a
     SET balance_minor = a.balance_minor + v_moved_deltas[array_position(v_moved_ids, a.id)]
   WHERE a.id = ANY (v_moved_ids);
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
