// The display zone in force, from the public site configuration (common/config, the same answer the
// member app reads), set before the back office first renders so every date shows in it.
import { config } from '@saham/contract/common';
import { setDisplayZone } from '../format/format-date-time.ts';

const TIMEOUT_MS = 3_000;

/** Reads and applies the display zone; on any failure the default (Kuala Lumpur) stays. */
export async function loadDisplayZone(): Promise<void> {
  try {
    const response = await fetch(`/api/vue/${config.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'all' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json();
    const parsed = config.response.safeParse(
      typeof body === 'object' && body !== null && 'data' in body ? body.data : null,
    );
    if (parsed.success) setDisplayZone(parsed.data.find((item) => item.name === 'displayZone')?.value);
  } catch {
    // Unreachable server: the login screen says so; times stay in Kuala Lumpur's zone.
  }
}
