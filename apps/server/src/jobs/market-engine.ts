// The market engine (quotes/engine.ts) as a job: once a second of the services clock the leading
// process steps the prices, stores quotes and candles and runs the market-triggered jobs; leadership
// is a PostgreSQL advisory lock (jobs/leadership.ts, MARKET_ENGINE_LOCK_KEY). Started only with
// MARKET_ENGINE=on (the server's default; off in tests, which call tickOnce themselves).
import { createMarketEngine } from '../modules/quotes/engine.ts';
import { defineJob } from './registry.ts';

export const marketEngineJob = defineJob({
  name: 'market-engine',
  description: 'steps the simulated prices once a second and runs the market-triggered jobs',
  trigger: { kind: 'engine-loop' },
  leaderOnly: true,
  isEnabled: (config) => config.marketEngine === 'on',
  start(services, { logger, recorder }) {
    const engine = createMarketEngine(services, {
      logger,
      quoteWriteMs: 2000,
      onRound: (round) => recorder.record(round),
    });
    // The engine backfills missing history in the background, then ticks once a second.
    engine.start();
    return engine;
  },
});
