// The work done after each round of the market engine: the jobs with a market trigger (src/jobs/:
// limit-order fills, queued and forced closes, the day-trading close, corporate actions) are hooked
// here by startJobs. A hook sees the round's instant, each market's phase and the engine's in-memory
// state per symbol; hooks are registered per services object, so test apps never see each other's.
// A hook's failure is logged and never stops the engine.
import type { SimState } from '@saham/domain/prices/simulator';
import type { MarketCode, Phase } from '@saham/domain/markets/types';
import type { Services } from '../../http/context.ts';
import { errorForLog } from '../../db/query-error-log.ts';

export interface TickRound {
  instant: number;
  phases: ReadonlyMap<MarketCode, Phase>;
  stateOf(symbol: string): SimState | null;
}

export type TickRoundHook = (round: TickRound) => Promise<void>;

const hooksByServices = new WeakMap<Services, TickRoundHook[]>();

/** Adds a hook run after each round; answers the function that removes it. */
export function registerTickRoundHook(services: Services, hook: TickRoundHook): () => void {
  const hooks = hooksByServices.get(services) ?? [];
  hooks.push(hook);
  hooksByServices.set(services, hooks);
  return () => {
    const index = hooks.indexOf(hook);
    if (index >= 0) hooks.splice(index, 1);
  };
}

/** How many hooks run after each round (a test checks route registration adds none). */
export function tickRoundHookCount(services: Services): number {
  return hooksByServices.get(services)?.length ?? 0;
}

export async function runTickRoundHooks(services: Services, round: TickRound): Promise<void> {
  for (const hook of hooksByServices.get(services) ?? []) {
    try {
      await hook(round);
    } catch (error) {
      console.error('tick round hook failed', errorForLog(error));
    }
  }
}
