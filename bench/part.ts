// One part of `npm run bench` in a process of its own (run.ts starts it): the parts that time
// requests from this side (autocannon, the open-loop orders, the WebSocket clients) would otherwise
// run in a runner whose heap holds everything the parts before them left (Lighthouse, Chromium's
// client, earlier results), and its collector's pauses would count as the server's latency.
// `node bench/part.ts <part> <postgres url or "none">`: prints each goal as a GOAL_PREFIX line.
import { benchAlerts } from './alerts-bench.ts';
import { benchExchange } from './exchange-bench.ts';
import { benchFundRecords } from './fund-records-bench.ts';
import { benchLending } from './lending-bench.ts';
import { benchLoans } from './loans-bench.ts';
import { benchMarket } from './market-bench.ts';
import { benchOfferings } from './offerings-bench.ts';
import { CHILD_PARTS, GOAL_PREFIX, type ChildPart } from './part-lines.ts';
import type { Report } from './prepared-server.ts';
import { benchTrading } from './trading-bench.ts';
import { benchWebSockets } from './ws-bench.ts';

const report: Report = (name, figure, target, isMet) =>
  console.log(`${GOAL_PREFIX}${JSON.stringify({ name, figure, target, isMet })}`);

async function runPart(part: ChildPart, postgresUrl: string | null, seconds: number): Promise<void> {
  switch (part) {
    case 'exchange':
      return benchExchange(report, postgresUrl, seconds);
    case 'fundrecords':
      return benchFundRecords(report, postgresUrl, seconds);
    case 'ws':
      return benchWebSockets(report, postgresUrl, seconds);
    case 'market':
      return benchMarket(report, seconds);
    case 'trading':
      return benchTrading(report, postgresUrl, seconds);
    case 'alerts':
      return benchAlerts(report);
    case 'lending':
      return benchLending(report, postgresUrl);
    case 'offerings':
      return benchOfferings(report, postgresUrl);
    case 'loans':
      return benchLoans(report, postgresUrl);
  }
}

if (import.meta.main) {
  const [part, url] = process.argv.slice(2);
  const known = CHILD_PARTS.find((name) => name === part);
  if (known === undefined) throw new Error(`unknown bench part "${part}"`);
  await runPart(
    known,
    url === undefined || url === 'none' ? null : url,
    Number(process.env.BENCH_SECONDS ?? 10),
  );
  process.exit(0);
}
