// Price alerts (modules/alerts/alert-watch.ts) after each market-engine round: the alerts the round's
// prices meet fire once, each with a personal notice, and their members' open apps are told.
import { alertWatchOf } from '../modules/alerts/alert-watch.ts';
import { defineJob } from './registry.ts';

export const priceAlertsJob = defineJob({
  name: 'price-alerts',
  description: "fires the members' price alerts the round's prices meet, each once, with a notice",
  trigger: { kind: 'market-round' },
  leaderOnly: true,
  async run({ services, round }) {
    if (round !== null) await alertWatchOf(services).runRound(round);
    return undefined;
  },
});
