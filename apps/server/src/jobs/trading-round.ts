// The dealing desk's work after each market-engine round (trading/round.ts): limit orders filled when
// the price reaches them, closes queued for the opening price, and forced closes of positions whose
// losses reached their maintenance margin.
import { runTradingRound } from '../modules/trading/round.ts';
import { defineJob } from './registry.ts';

export const tradingRoundJob = defineJob({
  name: 'trading-round',
  description: 'fills limit orders, runs queued closes and forces closes at the maintenance margin',
  trigger: { kind: 'market-round' },
  leaderOnly: true,
  async run({ services, round }) {
    if (round !== null) await runTradingRound(services, round);
    return undefined;
  },
});
