// The shutdown's rules with fake steps and a fake exit: steps in order then 0; a step that never ends is
// abandoned at the deadline with exit 1 and a log of what was open; a second signal exits at once (the
// same Ctrl-C delivered again by npm does not); a failing step does not keep the later ones from
// running. The real process: crash/shutdown.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShutdown, exitCodeOf, SAME_REQUEST_MS, type ShutdownStep } from './shutdown.ts';

interface Logged {
  level: 'info' | 'error';
  details: object;
  message: string;
}

function harness(steps: ShutdownStep[], timeoutMs = 10_000) {
  const logged: Logged[] = [];
  const exits: number[] = [];
  const events: string[] = [];
  const shutdown = createShutdown({
    logger: {
      info: (details, message) => logged.push({ level: 'info', details, message }),
      error: (details, message) => logged.push({ level: 'error', details, message }),
    },
    timeoutMs,
    steps,
    describeOpenWork: () => ({ requestsInFlight: [{ method: 'POST', url: '/api/vue/exchange/apply' }] }),
    release: () => events.push('released'),
    exit: (code) => {
      events.push(`exit ${code}`);
      exits.push(code);
    },
  });
  return { shutdown, logged, exits, events };
}

const step = (name: string, events: string[], run: () => Promise<void> = async () => {}): ShutdownStep => ({
  name,
  run: async () => {
    events.push(name);
    await run();
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('shutdown', () => {
  it('runs the steps in order, releases the lock and exits 0', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const { shutdown, exits, events, logged } = harness([
      step('engine', order),
      step('http', order),
      step('database', order),
    ]);
    expect(shutdown.isShuttingDown).toBe(false);
    shutdown.onSignal('SIGTERM');
    expect(shutdown.isShuttingDown).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['engine', 'http', 'database']);
    expect(events).toEqual(['released', 'exit 0']);
    expect(logged.at(-1)?.message).toBe('stopped');
    // The deadline was cleared: nothing happens later.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(exits).toEqual([0]);
  });

  it('exits 1 at the deadline, naming the step it was on and the work left open', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const { shutdown, exits, events, logged } = harness(
      [step('engine', order), step('http', order, () => new Promise(() => {})), step('database', order)],
      10_000,
    );
    shutdown.onSignal('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['released', 'exit 1']);
    expect(order).toEqual(['engine', 'http']);
    const last = logged.at(-1);
    expect(last?.level).toBe('error');
    expect(last?.message).toContain('within 10 s');
    expect(last?.details).toMatchObject({
      step: 'http',
      secondsSinceSignal: 10,
      abandoned: { requestsInFlight: [{ method: 'POST', url: '/api/vue/exchange/apply' }] },
    });
  });

  it('exits at once on a second SIGTERM or SIGINT, with the status a signal gives', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      vi.useFakeTimers();
      const { shutdown, exits, events, logged } = harness([step('http', [], () => new Promise(() => {}))]);
      shutdown.onSignal('SIGTERM');
      await vi.advanceTimersByTimeAsync(SAME_REQUEST_MS);
      shutdown.onSignal(signal);
      expect(exits).toEqual([exitCodeOf(signal)]);
      expect(events).toEqual(['released', `exit ${exitCodeOf(signal)}`]);
      expect(logged.at(-1)?.message).toBe(`second ${signal}: exiting now, open work abandoned`);
      expect(logged.at(-1)?.details).toMatchObject({ step: 'http' });
      // Neither the deadline nor a third signal exits again.
      shutdown.onSignal(signal);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(exits).toHaveLength(1);
      vi.useRealTimers();
    }
    expect([exitCodeOf('SIGINT'), exitCodeOf('SIGTERM')]).toEqual([130, 143]);
  });

  it('takes a signal repeated at once (npm forwarding a Ctrl-C) as the same request', async () => {
    vi.useFakeTimers();
    const { shutdown, exits } = harness([step('http', [], () => new Promise(() => {}))]);
    shutdown.onSignal('SIGINT');
    shutdown.onSignal('SIGINT');
    await vi.advanceTimersByTimeAsync(SAME_REQUEST_MS - 1);
    shutdown.onSignal('SIGINT');
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    shutdown.onSignal('SIGINT');
    expect(exits).toEqual([130]);
  });

  it('runs the later steps after one fails, then exits 1', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const { shutdown, exits, logged } = harness([
      step('engine', order, () => Promise.reject(new Error('quotes not stored'))),
      step('http', order),
      step('database', order),
    ]);
    shutdown.onSignal('SIGINT');
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['engine', 'http', 'database']);
    expect(exits).toEqual([1]);
    expect(logged.some((line) => line.message === 'shutdown step failed')).toBe(true);
    expect(logged.at(-1)?.details).toMatchObject({ failed: ['engine'] });
  });
});
