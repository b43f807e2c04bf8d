import { describe, expect, it } from 'vitest';
import * as exchange from '@saham/contract/exchange';
import { EXCHANGE_APPLY } from './exchange-apply.ts';
import { EXCHANGE_LIST } from './exchange-list.ts';
import { EXCHANGE_QUOTE } from './exchange-quote.ts';
import { EXCHANGE_RATES } from './exchange-rates.ts';

describe('the exchange calls', () => {
  it.each([
    [EXCHANGE_RATES, exchange.exchangeRates],
    [EXCHANGE_QUOTE, exchange.exchangeQuote],
    [EXCHANGE_APPLY, exchange.exchangeApply],
    [EXCHANGE_LIST, exchange.exchangeList],
  ])('names the contract path and money flag of %o', (ref, contractCall) => {
    expect(ref.path).toBe(contractCall.path);
    expect(ref.isMoneyMoving).toBe(contractCall.isMoneyMoving ?? false);
  });
});
