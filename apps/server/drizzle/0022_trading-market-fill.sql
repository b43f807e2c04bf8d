-- A market order that fills at once (modules/trading/service.ts `buy`) as ONE statement, like an
-- exchange (0018): the order is written filled, with its position and its fill, and the margin, fee and
-- tax are posted as three journal entries by `ledger_post_entry` (each locks the accounts it moves in id
-- order; entries are posted margin, fee, tax, as the engine's fills do). A member bucket going below
-- zero fails the ledger's check and aborts the whole statement, so of many simultaneous orders only
-- those the available balance covers are written. A missing account (a member's first margin, a new
-- house shard) gives a posting a null account id, which aborts the statement too: the caller creates
-- the accounts and runs it again. The counts let the caller check nothing was lost.
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
  v_type text;
  v_to_key text;
  v_to_bucket text;
  v_amount bigint;
  v_result record;
BEGIN
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
  entry_count := 0;
  whole_count := 0;
  FOR k IN 1..3 LOOP
    IF k = 1 THEN
      v_type := 'trade_margin'; v_to_key := v_member_key; v_to_bucket := 'margin'; v_amount := p_margin_minor;
    ELSIF k = 2 THEN
      v_type := 'trade_fee'; v_to_key := 'house:fees'; v_to_bucket := p_house_bucket; v_amount := p_fee_minor;
    ELSE
      v_type := 'trade_tax'; v_to_key := 'house:taxes'; v_to_bucket := p_house_bucket; v_amount := p_tax_minor;
    END IF;
    CONTINUE WHEN v_amount = 0;
    IF v_amount < 0 THEN
      RAISE EXCEPTION 'trade_fill_market_order: negative % of %', v_type, v_amount;
    END IF;
    SELECT * INTO v_result FROM ledger_post_entry(
      v_type, p_member_id, 'trade_order', order_id::text, NULL, p_created_at,
      ARRAY[v_member_key, v_to_key], ARRAY[p_currency, p_currency], ARRAY['available', v_to_bucket],
      ARRAY[-v_amount, v_amount],
      ARRAY[1, 2], ARRAY[p_currency, p_currency], ARRAY[-v_amount, v_amount],
      ARRAY['*', p_currency]);
    entry_count := entry_count + 1;
    IF v_result.entry_id IS NOT NULL AND v_result.moved_count = 2 AND v_result.line_count = 2
      AND v_result.counted_count = 2 THEN
      whole_count := whole_count + 1;
    END IF;
  END LOOP;
END
$$;
