// Loading a screen's chunk (spec §9: chunk load timeout 120 s). A failed load (a dropped connection,
// a flaky network) is tried again with a growing pause, three attempts in all; a load that neither
// succeeds nor fails gives up when 120 s have passed since the first attempt, so the screen's retry
// screen shows instead of a blank page.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_ATTEMPTS = 3;
/** The pause before the second and third attempts. */
export const CHUNK_RETRY_PAUSES_MS = [1_000, 3_000] as const;

export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`A screen did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function attemptAll<T>(
  load: () => Promise<T>,
  attempts: number,
  pauses: readonly number[],
): Promise<T> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(pauses[attempt - 1] ?? pauses.at(-1) ?? 0);
    try {
      return await load();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export function loadWithRetry<T>(
  load: () => Promise<T>,
  {
    attempts = CHUNK_LOAD_ATTEMPTS,
    pauses = CHUNK_RETRY_PAUSES_MS,
    timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  }: { attempts?: number; pauses?: readonly number[]; timeoutMs?: number } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
    attemptAll(load, attempts, pauses).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
