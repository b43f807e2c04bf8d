// Waits for the machine to be quiet before a bench part: the part before it may leave work behind
// (PostgreSQL writing out a million rows' WAL, a dropped scratch database, exiting processes), and
// that work would land in the next part's percentiles. Each part is measured on a machine at rest,
// as its baseline is.
import fs from 'node:fs';
import pg from 'pg';

/** Idle share of all cores over a one-second sample at which the machine counts as quiet. */
const QUIET_IDLE = 0.85;
const MAX_WAIT_SECONDS = 60;

function cpuTimes(): { idle: number; total: number } | null {
  let line: string | undefined;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  const fields = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the quiet ones.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}

async function idleShareOverOneSecond(): Promise<number | null> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = cpuTimes();
  if (before === null || after === null || after.total === before.total) return null;
  return (after.idle - before.idle) / (after.total - before.total);
}

/** Checkpoints PostgreSQL (when there is one) and waits, at most a minute, for the cores to go idle. */
export async function settle(part: string, postgresUrl: string | null): Promise<void> {
  const started = performance.now();
  if (postgresUrl !== null) {
    const client = new pg.Client({ connectionString: postgresUrl });
    try {
      await client.connect();
      await client.query('CHECKPOINT');
    } catch {
      // Not a superuser, or no server: the idle wait below still applies.
    } finally {
      await client.end().catch(() => {});
    }
  }
  let idle: number | null = null;
  for (let second = 0; second < MAX_WAIT_SECONDS; second += 1) {
    idle = await idleShareOverOneSecond();
    if (idle === null || idle >= QUIET_IDLE) break;
  }
  const waited = ((performance.now() - started) / 1000).toFixed(1);
  const share = idle === null ? 'unknown' : `${Math.round(idle * 100)} %`;
  console.log(`settle before ${part}: ${waited} s (cores idle ${share})`);
}
