// trade/params: the rules the order form previews and checks an order with, read through the very
// loader trade/buy uses (service.ts marketOf: the market as staff last edited it, with the
// instrument's own lot and tick table), and the calling member's standing as trade/buy judges it
// (readTraderPermissions, the one cached read trader-gate.ts judges with: trade ban, real name, fund
// password, margin) with the available balance in the market's currency. Nothing here decides a rule: the form computes with the domain's functions, as the server does.
import type { TradeParams } from '@saham/contract/trading';
import { REAL_NAME_STATUSES, type RealNameStatus } from '@saham/contract/user';
import { priceLimits } from '@saham/domain/markets/ticks';
import { formatMinor } from '@saham/domain/money';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { availableMinorOf, readTraderPermissions } from './repo.ts';
import { findInstrumentBySymbol, findPrice } from './listings-repo.ts';
import { marketOf } from './service.ts';

function realNameStatusOf(status: string | undefined): RealNameStatus {
  return REAL_NAME_STATUSES.find((known) => known === status) ?? 'none';
}

export async function tradeParamsOf(context: MemberOnlyContext, symbol: string): Promise<TradeParams> {
  const { db, clock } = context.services;
  const memberId = context.session.memberId;
  const instrument = await findInstrumentBySymbol(db, symbol.trim().toUpperCase());
  if (!instrument) refuse('INSTRUMENT_NOT_FOUND');
  const market = await marketOf(db, instrument, clock.now());
  const quote = await findPrice(db, instrument.id);
  // An unknown member may not trade, as the gate says.
  const trader = await readTraderPermissions(db, memberId);
  const available = await availableMinorOf(db, memberId, market.currency);
  return {
    symbol: instrument.symbol,
    market: market.code,
    currency: market.currency,
    fees: market.fees.map((fee) => ({
      ...fee,
      sides: [...fee.sides],
      tiers: fee.tiers.map((tier) => ({ ...tier })),
    })),
    minOrderAmount: market.minOrderAmount,
    lotSize: market.lotSize,
    tickTable: market.tickTable.map((band) => ({ ...band })),
    priceLimits: quote ? priceLimits(market, quote.prevClose) : null,
    maxLeverage: market.maxLeverage,
    isShortSellingAllowed: market.isShortSellingAllowed,
    isMarginEnabled: trader?.isMarginEnabled ?? false,
    hasFundPassword: trader?.hasFundPassword ?? false,
    realNameStatus: realNameStatusOf(trader?.realNameStatus),
    isTradeForbidden: trader?.isTradeForbidden ?? true,
    available: formatMinor(available, market.currency),
  };
}
