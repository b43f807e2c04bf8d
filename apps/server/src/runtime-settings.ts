// The process settings the server runs with (docs/decisions/0012-server-memory.md). V8's heap
// flags and glibc's malloc tunables are read when a process starts, so `src/main.ts` calls
// `applyRuntimeSettings()` first: a process started without them replaces itself (execve, same
// pid, same stdio) with one started with them. Every way of starting the server gets them — npm
// start, `node src/main.ts` from the e2e setup, the benches and the crash tests.

/**
 * V8 flags. `--max-semi-space-size=16` (MB): V8 sizes the young generation from the machine's
 * memory (up to 64 MB semi-spaces, 128 MB resident here) and never gives it back; 16 MB was Node's
 * default for years. `--expose-gc`: one full collection once the server has started drops what
 * loading the modules and PGlite's first start left behind.
 */
export const RUNTIME_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--expose-gc'];

/**
 * glibc malloc. Two arenas instead of eight per core: argon2 hashes on libuv's worker threads and
 * each thread would otherwise keep its own arena of 19 MiB blocks. A fixed mmap threshold: blocks of
 * 128 KiB and more (argon2's memory, PGlite's start-up buffers) are mapped and unmapped, so freeing
 * them gives the memory back (the default threshold rises to 32 MiB after the first large free).
 */
export const RUNTIME_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** Set in the replaced process (and honoured when set by hand: no relaunch). */
const MARKER = 'SAHAM_RUNTIME_SETTINGS';

/** Whether this process already runs with the settings (or was told not to relaunch). */
export function hasRuntimeSettings(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[MARKER] !== undefined;
}

/** The argv and environment of the replacing process. */
export function relaunchCommand(
  execPath: string,
  execArgv: readonly string[],
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { args: string[]; env: Record<string, string> } {
  const defined = Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return {
    // Flags given on the command line come after ours, so they win.
    args: [execPath, ...RUNTIME_NODE_FLAGS, ...execArgv, ...argv.slice(1)],
    env: { ...Object.fromEntries(defined), ...RUNTIME_ENV, [MARKER]: 'on' },
  };
}

/**
 * Replaces this process with one running with the settings, unless it already has them, cannot
 * (no `process.execve`: Windows), or talks to a parent over IPC (`node --watch`, `fork`), whose
 * channel would not survive. Call it before importing anything heavy: nothing after it runs twice.
 */
export function applyRuntimeSettings(): void {
  if (hasRuntimeSettings() || typeof process.execve !== 'function' || process.channel !== undefined) return;
  const command = relaunchCommand(process.execPath, process.execArgv, process.argv, process.env);
  process.execve(process.execPath, command.args, command.env);
}

/** A full garbage collection when the process runs with `--expose-gc` (start-up leftovers). */
export function collectGarbage(): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- gc is on globalThis only under --expose-gc, which @types/node does not declare
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
}
