// Dividends and splits applied to open positions when their ex-dates arrive, and dividends paid on
// their pay dates (trading/corporate-actions.ts), run at each market's local midnight and at the first
// engine round after a start (which catches up what was missed while the server was down). A run
// that could not apply everything is retried a minute later, not every second.
import {
  applyDueCorporateActions,
  CORPORATE_ACTIONS_RETRY_MILLISECONDS,
} from '../modules/trading/corporate-actions.ts';
import { defineJob } from './registry.ts';

export const corporateActionsJob = defineJob({
  name: 'corporate-actions',
  description: 'applies dividends and splits at their ex-dates and pays dividends at their pay dates',
  trigger: { kind: 'market-day', retryMilliseconds: CORPORATE_ACTIONS_RETRY_MILLISECONDS },
  leaderOnly: true,
  async run({ services, round, zones }) {
    const now = new Date(round?.instant ?? services.clock.now().getTime());
    const outcome = await applyDueCorporateActions(services.db, now, zones);
    return { isIncomplete: outcome.failed > 0 };
  },
});
