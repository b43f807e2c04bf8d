-- A fill that opens a position is ONE journal entry, `trade_open`, instead of three (trade_margin,
-- trade_fee, trade_tax): the member's source bucket pays margin + fee + tax, the margin bucket takes
-- the margin, the fees and taxes house shards their parts. One business event, one entry — the
-- member's fund records show one line per fill — and a third of the ledger writes: the source bucket is
-- updated once instead of three times, one entry row, four postings instead of six, one counter bump
-- instead of three. `trade_fill_market_order` (0022) posts it for a market order; the engine's fills of
-- limit orders post the same entry from modules/trading/execution.ts. Earlier fills keep their three
-- entries; nothing reads trading entries by type.
CREATE OR REPLACE FUNCTION trade_fill_market_order(
  p_order_no text,
  p_position_no text,
  p_member_id integer,
  p_instrument_id integer,
  p_symbol text,
  p_market text,
  p_currency text,
  p_direction text,
  p_quantity numeric,
  p_leverage integer,
  p_price numeric,
  p_notional_minor bigint,
  p_margin_minor bigint,
  p_fee_minor bigint,
  p_tax_minor bigint,
  p_created_at timestamptz,
  p_locked_until timestamptz,
  -- The member's shard of the fees and taxes house accounts (ledger/house-shards.ts).
  p_house_bucket text,
  OUT order_id bigint,
  OUT position_id bigint,
  OUT entry_count integer,
  OUT whole_count integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_member_key text := 'member:' || p_member_id;
  v_keys text[];
  v_buckets text[];
  v_deltas bigint[];
  v_count integer;
  v_currencies text[];
  v_result record;
BEGIN
  IF p_margin_minor <= 0 OR p_fee_minor < 0 OR p_tax_minor < 0 THEN
    RAISE EXCEPTION 'trade_fill_market_order: margin %, fee %, tax %', p_margin_minor, p_fee_minor, p_tax_minor;
  END IF;
  order_id := nextval(pg_get_serial_sequence('trade_orders', 'id'));
  position_id := nextval(pg_get_serial_sequence('trade_positions', 'id'));
  INSERT INTO trade_orders (id, order_no, member_id, instrument_id, symbol, market, currency, kind, direction,
    price_type, price, quantity, leverage, status, frozen_minor, position_id, fill_price, created_at, filled_at)
  VALUES (order_id, p_order_no, p_member_id, p_instrument_id, p_symbol, p_market, p_currency, 'open',
    p_direction, 'market', NULL, p_quantity, p_leverage, 'filled', 0, position_id, p_price, p_created_at,
    p_created_at);
  INSERT INTO trade_positions (id, position_no, member_id, instrument_id, symbol, market, currency, direction,
    price_type, leverage, quantity, entry_price, margin_minor, open_fee_minor, open_tax_minor, status,
    open_order_id, opened_at, locked_until)
  VALUES (position_id, p_position_no, p_member_id, p_instrument_id, p_symbol, p_market, p_currency,
    p_direction, 'market', p_leverage, p_quantity, p_price, p_margin_minor, p_fee_minor, p_tax_minor,
    'holding', order_id, p_created_at, p_locked_until);
  INSERT INTO trade_fills (member_id, kind, order_id, position_id, price, quantity, notional_minor, fee_minor,
    tax_minor, created_at)
  VALUES (p_member_id, 'open', order_id, position_id, p_price, p_quantity, p_notional_minor, p_fee_minor,
    p_tax_minor, p_created_at);
  -- Accounts in the order execution.ts posts them: available, margin, fees, taxes (zero parts left out).
  v_keys := ARRAY[v_member_key, v_member_key];
  v_buckets := ARRAY['available', 'margin'];
  v_deltas := ARRAY[-(p_margin_minor + p_fee_minor + p_tax_minor), p_margin_minor];
  IF p_fee_minor > 0 THEN
    v_keys := v_keys || 'house:fees'::text; v_buckets := v_buckets || p_house_bucket; v_deltas := v_deltas || p_fee_minor;
  END IF;
  IF p_tax_minor > 0 THEN
    v_keys := v_keys || 'house:taxes'::text; v_buckets := v_buckets || p_house_bucket; v_deltas := v_deltas || p_tax_minor;
  END IF;
  v_count := cardinality(v_keys);
  v_currencies := array_fill(p_currency, ARRAY[v_count]);
  SELECT * INTO v_result FROM ledger_post_entry(
    'trade_open', p_member_id, 'trade_order', order_id::text, NULL, p_created_at,
    v_keys, v_currencies, v_buckets, v_deltas,
    ARRAY(SELECT generate_series(1, v_count)), v_currencies, v_deltas,
    ARRAY['*', p_currency]);
  entry_count := 1;
  whole_count := CASE WHEN v_result.entry_id IS NOT NULL AND v_result.moved_count = v_count
    AND v_result.line_count = v_count AND v_result.counted_count = 2 THEN 1 ELSE 0 END;
END
$$;
