// Day trading's work after each market-engine round (day-trading/positions-service.ts): day positions
// closed once their session has ended, or forced closed at their maintenance margin.
import { runDayTradingRound } from '../modules/day-trading/positions-service.ts';
import { defineJob } from './registry.ts';

export const dayTradingCloseJob = defineJob({
  name: 'day-trading-close',
  description: 'closes day positions at the end of their session or at their maintenance margin',
  trigger: { kind: 'market-round' },
  leaderOnly: true,
  async run({ services, round }) {
    if (round !== null) await runDayTradingRound(services, round);
    return undefined;
  },
});
