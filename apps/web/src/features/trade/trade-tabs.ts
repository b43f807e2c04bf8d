// The tabs of /trade/index (spec §2 "positions"): All first (issue 16 §2: every open position of every
// market in one overview, with a market filter, so a crypto buy is where the member looks), then the
// contract's position tabs with "in progress" (pending orders) after Locked, Inventory (allotted new
// shares not yet listed) after it, and Subscription (the member's new-share applications) after Ended
// (issue 17 §2). Those two list what the new-stock feature hands in through the router.
import type { POSITION_TABS } from '@saham/contract/trading';

export const TRADE_TABS = [
  'all',
  'holding',
  'locked',
  'inventory',
  'pending',
  'ended',
  'subscription',
  'digital',
  'forex',
] as const;
export type TradeTab = (typeof TRADE_TABS)[number];
export type PositionListTab = (typeof POSITION_TABS)[number];
/** The contract's POSITION_TABS (kept here so the bundle does not pull in the contract's schemas). */
const POSITION_LIST_TABS: readonly PositionListTab[] = [
  'all',
  'holding',
  'locked',
  'ended',
  'digital',
  'forex',
];

/** The overview's market filter: every market, or one (the contract's MARKET_CODES, Bursa first). */
export const OVERVIEW_MARKETS = ['MY', 'US', 'HK', 'JP', 'CN', 'CRYPTO', 'FX'] as const;
export type OverviewMarket = (typeof OVERVIEW_MARKETS)[number];

export function overviewMarketOf(value: string | null): OverviewMarket | null {
  return OVERVIEW_MARKETS.find((market) => market === value) ?? null;
}

/** The Ended tab lists closed positions or cancelled orders. */
export const ENDED_VIEWS = ['closed', 'cancelled'] as const;
export type EndedView = (typeof ENDED_VIEWS)[number];

export function tradeTabOf(value: string | null): TradeTab {
  return TRADE_TABS.find((tab) => tab === value) ?? 'all';
}

export function endedViewOf(value: string | null): EndedView {
  return ENDED_VIEWS.find((view) => view === value) ?? 'closed';
}

export function isPositionTab(tab: TradeTab): tab is PositionListTab {
  return POSITION_LIST_TABS.some((known) => known === tab);
}
