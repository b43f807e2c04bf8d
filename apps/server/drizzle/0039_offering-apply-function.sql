-- newStock/apply as ONE statement (issue 17 §5b, the opening rush; modules/offerings/apply.ts), like a
-- market order's fill (0022/0023): the application is counted under the member's per-offering limit,
-- a treasury sale takes its shares, the application is written, and the amount is frozen into the
-- member's shard of the ipo_escrow through `ledger_post_entry` (which locks the two accounts in id
-- order; a balance going below zero fails the ledger's check and aborts the whole statement, counter
-- and application included). Every rule of the application is decided in TypeScript on the offering
-- row the caller read (possibly from its short cache); the function only refuses to act on another
-- version of that row: it locks the offering FOR KEY SHARE (the closing step's FOR UPDATE waits for
-- it, so nothing slips in after the entries are published) and compares the row's version (a hash
-- of the whole row but `sold_quantity`, which a treasury sale's purchases change and this function
-- guards itself; offerings/apply-repo.ts computes the same) with the one the caller checked. On another version it does nothing and answers 'changed': the
-- caller reads the row again, checks again and calls again. A missing ledger account (a member's
-- first escrow shard in a currency) gives a posting a null account id, which aborts the statement:
-- the caller creates the accounts and runs it again.
-- outcome: 'applied', 'changed', 'not_found', 'limit' (per_member_limit reached), 'sold_out' or
-- 'short' (a treasury sale with fewer shares left than asked; `left_quantity` says how many).
CREATE OR REPLACE FUNCTION offering_apply(
  p_offering_id integer,
  p_offering_version text,
  p_member_id integer,
  p_quantity numeric,
  p_excess_quantity numeric,
  p_bid_price numeric,
  p_price numeric,
  p_entitlement numeric,
  p_tier_rank integer,
  p_frozen_minor bigint,
  p_fee_minor bigint,
  p_currency text,
  -- The member's shard of the ipo_escrow house account (ledger/house-shards.ts).
  p_escrow_bucket text,
  p_created_at timestamptz,
  OUT outcome text,
  OUT application_id bigint,
  OUT left_quantity numeric,
  OUT whole_count integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_offering record;
  v_member_key text := 'member:' || p_member_id;
  v_result record;
BEGIN
  whole_count := 0;
  SELECT md5((to_jsonb(o) - 'sold_quantity')::text) AS version, o.type, o.per_member_limit, o.quantity_offered, o.sold_quantity
    INTO v_offering FROM offerings o WHERE o.id = p_offering_id FOR KEY SHARE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  IF v_offering.version <> p_offering_version THEN
    outcome := 'changed';
    RETURN;
  END IF;
  INSERT INTO offering_member_counts AS c (offering_id, member_id, applications)
  VALUES (p_offering_id, p_member_id, 1)
  ON CONFLICT (offering_id, member_id) DO UPDATE SET applications = c.applications + 1
    WHERE c.applications < v_offering.per_member_limit;
  IF NOT FOUND THEN
    outcome := 'limit';
    RETURN;
  END IF;
  IF v_offering.type = 'treasury' THEN
    -- First come, first served: a guarded update, so simultaneous buyers take the row's lock in turn.
    UPDATE offerings o SET sold_quantity = o.sold_quantity + p_quantity
     WHERE o.id = p_offering_id AND o.sold_quantity + p_quantity <= o.quantity_offered
    RETURNING o.quantity_offered - o.sold_quantity INTO left_quantity;
    IF NOT FOUND THEN
      SELECT o.quantity_offered - o.sold_quantity INTO left_quantity FROM offerings o WHERE o.id = p_offering_id;
      -- The counter's claim is given back (this statement goes on, so it would otherwise stay).
      UPDATE offering_member_counts c SET applications = c.applications - 1
       WHERE c.offering_id = p_offering_id AND c.member_id = p_member_id;
      outcome := CASE WHEN left_quantity <= 0 THEN 'sold_out' ELSE 'short' END;
      RETURN;
    END IF;
  END IF;
  INSERT INTO offering_applications (offering_id, member_id, status, quantity, excess_quantity, bid_price,
    price, entitlement, tier_rank, frozen_minor, fee_minor, created_at, updated_at)
  VALUES (p_offering_id, p_member_id, 'subscribing', p_quantity, p_excess_quantity, p_bid_price, p_price,
    p_entitlement, p_tier_rank, p_frozen_minor, p_fee_minor, p_created_at, p_created_at)
  RETURNING id INTO application_id;
  IF p_frozen_minor < 0 THEN
    RAISE EXCEPTION 'offering_apply: negative freeze of %', p_frozen_minor;
  END IF;
  IF p_frozen_minor > 0 THEN
    SELECT * INTO v_result FROM ledger_post_entry(
      'subscription_freeze', p_member_id, 'offering_application', application_id::text, NULL, p_created_at,
      ARRAY[v_member_key, 'house:ipo_escrow'], ARRAY[p_currency, p_currency], ARRAY['available', p_escrow_bucket],
      ARRAY[-p_frozen_minor, p_frozen_minor],
      ARRAY[1, 2], ARRAY[p_currency, p_currency], ARRAY[-p_frozen_minor, p_frozen_minor],
      ARRAY['*', p_currency]);
    IF v_result.entry_id IS NOT NULL AND v_result.moved_count = 2 AND v_result.line_count = 2
      AND v_result.counted_count = 2 THEN
      whole_count := 1;
    END IF;
  ELSE
    whole_count := 1;
  END IF;
  outcome := 'applied';
END
$$;
