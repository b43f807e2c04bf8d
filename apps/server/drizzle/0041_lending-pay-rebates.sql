-- The monthly payment of securities lending rebates (modules/lending/pay.ts) as ONE statement per batch
-- of loans (decisions 0017 and 0023): per loan, a `lending_rebate` entry from the member's shard of the
-- lending_income house account (decision 0010) to the member's available balance, and the loan marked
-- paid. What to pay is decided in TypeScript (accrued before the month minus paid, through the earlier
-- of the last accrued date and the month's eve); the function applies it to the loans still as the
-- caller read them: active, with the same paid_minor, paid_through and accrued_through (a
-- compare-and-set: a loan paid meanwhile — by a rerun, a recall, a sale — or accrued further is left
-- alone), locked in id order. Its entries are written as `ledger_post_entry` (0018) writes one, but set
-- by set: the accounts that move are locked in id order, each moves once by its summed change (a
-- house shard once per batch, not once per entry), the entries and their postings (house debit, member
-- credit) are written, and each member's journal counters ('*' and the currency) get the number of
-- entries. A posting whose account does not exist yet gets a null account id, which the postings table
-- refuses: the statement fails as a whole and the caller creates the accounts and runs it again. The
-- function checks its own counts (entries, postings, accounts moved) and raises if any is short.
-- A loan whose amount is 0 is only marked paid through the date.
CREATE OR REPLACE FUNCTION lending_pay_rebates(
  -- One element per loan, in ascending loan id.
  p_loan_ids bigint[],
  p_member_ids integer[],
  p_currencies text[],
  -- The lending_income shard of the loan's member (ledger/house-shards.ts).
  p_house_buckets text[],
  p_memos text[],
  p_amounts bigint[],
  p_paid_throughs date[],
  -- The loan as the caller read it.
  p_was_paid_minor bigint[],
  p_was_paid_through date[],
  p_was_accrued_through date[],
  p_created_at timestamptz,
  OUT loan_count integer,
  OUT entry_count integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_loans bigint[];
  v_line_count integer;
  v_moved_count integer;
  v_expected_accounts integer;
  v_expected_entries integer;
  v_ids bigint[];
  v_members integer[];
  v_currencies text[];
  v_buckets text[];
  v_memos text[];
  v_amounts bigint[];
  v_keys text[];
  v_key_currencies text[];
  v_key_buckets text[];
  v_deltas bigint[];
BEGIN
  SELECT coalesce(array_agg(s.id ORDER BY s.id), '{}') INTO v_loans FROM (
    SELECT l.id FROM lending_loans l
      JOIN unnest(p_loan_ids, p_was_paid_minor, p_was_paid_through, p_was_accrued_through)
           AS w (loan_id, paid_minor, paid_through, accrued_through) ON w.loan_id = l.id
     WHERE l.status = 'active'
       AND l.paid_minor = w.paid_minor
       AND l.paid_through IS NOT DISTINCT FROM w.paid_through
       AND l.accrued_through IS NOT DISTINCT FROM w.accrued_through
     ORDER BY l.id
       FOR UPDATE OF l
  ) s;
  UPDATE lending_loans l
     SET paid_minor = l.paid_minor + w.amount, paid_through = w.paid_through
    FROM unnest(p_loan_ids, p_amounts, p_paid_throughs) AS w (loan_id, amount, paid_through)
    JOIN unnest(v_loans) AS m (id) ON m.id = w.loan_id
   WHERE l.id = w.loan_id;
  GET DIAGNOSTICS loan_count = ROW_COUNT;

  -- The payments: the loans updated above with an amount to pay, as arrays in loan id order.
  SELECT count(*)::integer, array_agg(w.loan_id ORDER BY w.loan_id), array_agg(w.member_id ORDER BY w.loan_id),
         array_agg(w.currency ORDER BY w.loan_id), array_agg(w.bucket ORDER BY w.loan_id),
         array_agg(w.memo ORDER BY w.loan_id), array_agg(w.amount ORDER BY w.loan_id)
    INTO v_expected_entries, v_ids, v_members, v_currencies, v_buckets, v_memos, v_amounts
    FROM unnest(p_loan_ids, p_member_ids, p_currencies, p_house_buckets, p_memos, p_amounts)
         AS w (loan_id, member_id, currency, bucket, memo, amount)
    JOIN unnest(v_loans) AS m (id) ON m.id = w.loan_id
   WHERE w.amount > 0;
  entry_count := 0;
  IF v_expected_entries = 0 THEN
    RETURN;
  END IF;

  -- Each account's net change: the members' available balances up, the house shards down.
  SELECT count(*)::integer, array_agg(t.owner_key), array_agg(t.currency), array_agg(t.bucket), array_agg(t.delta)
    INTO v_expected_accounts, v_keys, v_key_currencies, v_key_buckets, v_deltas
    FROM (
      SELECT 'member:' || d.member_id AS owner_key, d.currency, 'available' AS bucket, sum(d.amount)::bigint AS delta
        FROM unnest(v_members, v_currencies, v_amounts) AS d (member_id, currency, amount)
       GROUP BY d.member_id, d.currency
      UNION ALL
      SELECT 'house:lending_income', d.currency, d.bucket, -sum(d.amount)::bigint
        FROM unnest(v_currencies, v_buckets, v_amounts) AS d (currency, bucket, amount)
       GROUP BY d.currency, d.bucket
    ) t;

  PERFORM 1 FROM ledger_accounts a
    JOIN unnest(v_keys, v_key_currencies, v_key_buckets) AS d (owner_key, currency, bucket) ON a.owner_key = d.owner_key AND a.currency = d.currency AND a.bucket = d.bucket
   ORDER BY a.id
     FOR UPDATE OF a;

  WITH e AS (
    INSERT INTO journal_entries (type, member_id, reference_type, reference_id, memo, created_at)
    SELECT 'lending_rebate', d.member_id, 'lending_loan', d.loan_id::text, d.memo, p_created_at
      FROM unnest(v_ids, v_members, v_memos) AS d (loan_id, member_id, memo) ORDER BY d.loan_id
    RETURNING id, reference_id
  ), p AS (
    INSERT INTO postings (entry_id, account_id, currency, amount_minor)
    SELECT e.id, x.account_id, d.currency, x.amount
      FROM e JOIN unnest(v_ids, v_members, v_currencies, v_buckets, v_amounts) AS d (loan_id, member_id, currency, bucket, amount)
        ON d.loan_id = e.reference_id::bigint
     CROSS JOIN LATERAL (
       SELECT 1 AS line_no, -d.amount AS amount,
              (SELECT h.id FROM ledger_accounts h
                WHERE h.owner_key = 'house:lending_income' AND h.currency = d.currency
                  AND h.bucket = d.bucket) AS account_id
       UNION ALL
       SELECT 2, d.amount,
              (SELECT m.id FROM ledger_accounts m
                WHERE m.owner_key = 'member:' || d.member_id AND m.currency = d.currency
                  AND m.bucket = 'available')
     ) x
     ORDER BY e.id, x.line_no
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM e), (SELECT count(*) FROM p) INTO entry_count, v_line_count;

  UPDATE ledger_accounts a SET balance_minor = a.balance_minor + d.delta
    FROM unnest(v_keys, v_key_currencies, v_key_buckets, v_deltas) AS d (owner_key, currency, bucket, delta)
   WHERE a.owner_key = d.owner_key AND a.currency = d.currency AND a.bucket = d.bucket AND d.delta <> 0;
  GET DIAGNOSTICS v_moved_count = ROW_COUNT;

  INSERT INTO member_journal_counts AS c (member_id, type, currency, entries)
  SELECT d.member_id, 'lending_rebate', k.currency, count(*)
    FROM unnest(v_members, v_currencies) AS d (member_id, currency) CROSS JOIN LATERAL (VALUES ('*'), (d.currency)) AS k (currency)
   GROUP BY d.member_id, k.currency
   ORDER BY d.member_id, k.currency
  ON CONFLICT (member_id, currency, type) DO UPDATE SET entries = c.entries + excluded.entries;

  IF entry_count <> v_expected_entries OR v_line_count <> 2 * v_expected_entries
     OR v_moved_count <> v_expected_accounts THEN
    RAISE EXCEPTION 'lending rebates not written whole: % entries, % postings, % accounts of %, %, %',
      entry_count, v_line_count, v_moved_count, v_expected_entries, 2 * v_expected_entries, v_expected_accounts;
  END IF;
END
$$;
