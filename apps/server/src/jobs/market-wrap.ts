// Market-wrap news (news/market-wraps.ts): after each engine round, the article of every market whose
// lunch break or close has just come, written once per market, date and point.
import { writeDueMarketWraps } from '../modules/news/market-wraps.ts';
import { defineJob } from './registry.ts';

export const marketWrapJob = defineJob({
  name: 'market-wrap',
  description: "writes a market's news wrap at its lunch break and its close from its own figures",
  trigger: { kind: 'market-round' },
  leaderOnly: true,
  async run({ services, round }) {
    if (round !== null) await writeDueMarketWraps(services, new Date(round.instant));
    return undefined;
  },
});
