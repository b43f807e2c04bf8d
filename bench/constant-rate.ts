// An open-loop load at a constant rate: request i is due at start + i / rate, sent when due over a pool
// of keep-alive connections, and its latency counted from when it was DUE (so a server that falls
// behind is charged for the queue it builds, without coordinated omission).
// autocannon's `overallRate` is not this: each connection may send rate / connections requests per
// second and sends them back to back as soon as a second starts, so "200/s" over 32 connections is a
// burst of 32 concurrent streams at the top of every second and then silence; its p99 is the burst's.
import http from 'node:http';

export interface ConstantRateOptions {
  url: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** Keep-alive connections the requests share (at most this many in flight). */
  connections: number;
  /** The headers and JSON body of request `index`. */
  request: (index: number) => { headers: Record<string, string>; body: string };
  /** Whether an answer counts as a success (a 200 whose body this accepts). */
  isSuccess: (body: string) => boolean;
}

export interface ConstantRateResult {
  sent: number;
  failures: number;
  /** Achieved completions per second over the run. */
  achievedRate: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export async function constantRate(options: ConstantRateOptions): Promise<ConstantRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (index: number, dueAt: number) => {
    const { headers, body } = options.request(index);
    const done = new Promise<void>((resolve) => {
      const request = http.request(
        options.url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            if (response.statusCode !== 200 || !options.isSuccess(Buffer.concat(chunks).toString()))
              failures += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures += 1;
        resolve();
      });
      request.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const start = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      send(next, start + next * interval);
      next += 1;
    }
    const wait = start + next * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.floor(wait))));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: total,
    failures,
    achievedRate: total / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}
