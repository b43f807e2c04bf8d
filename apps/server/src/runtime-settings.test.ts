import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { hasRuntimeSettings, relaunchCommand, RUNTIME_ENV, RUNTIME_NODE_FLAGS } from './runtime-settings.ts';

describe('runtime settings', () => {
  it('caps the young generation and bounds malloc', () => {
    expect(RUNTIME_NODE_FLAGS).toContain('--max-semi-space-size=16');
    expect(RUNTIME_NODE_FLAGS).toContain('--expose-gc');
    expect(RUNTIME_ENV).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('relaunches with its flags before the command line’s, the same script and arguments, and marks the process', () => {
    const command = relaunchCommand(
      '/usr/bin/node',
      ['--inspect'],
      ['/usr/bin/node', '/app/src/main.ts', 'extra'],
      { PORT: '8080', UNSET: undefined },
    );
    expect(command.args).toEqual([
      '/usr/bin/node',
      ...RUNTIME_NODE_FLAGS,
      '--inspect',
      '/app/src/main.ts',
      'extra',
    ]);
    expect(command.env).toEqual({ PORT: '8080', ...RUNTIME_ENV, SAHAM_RUNTIME_SETTINGS: 'on' });
    expect(hasRuntimeSettings(command.env)).toBe(true);
    expect(hasRuntimeSettings({ PORT: '8080' })).toBe(false);
  });

  describe('a process started without them', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-runtime-'));
    afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));
    const script = path.join(directory, 'probe.ts');
    fs.writeFileSync(
      script,
      [
        `import v8 from 'node:v8';`,
        `import { applyRuntimeSettings } from ${JSON.stringify(path.join(import.meta.dirname, 'runtime-settings.ts'))};`,
        `const pid = process.pid;`,
        `applyRuntimeSettings();`,
        `const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');`,
        `console.log(JSON.stringify({ pid, execArgv: process.execArgv, argv: process.argv.slice(2), arenas: process.env.MALLOC_ARENA_MAX, threshold: process.env.MALLOC_MMAP_THRESHOLD_, gc: typeof globalThis.gc, newSpaceMb: newSpace.space_size / 1048576 }));`,
      ].join('\n'),
    );
    /** What the probe printed (one line each) and the pid it was started with. */
    const run = async (env: NodeJS.ProcessEnv) => {
      const started = promisify(execFile)(process.execPath, [script, 'an-argument'], { env });
      const { stdout } = await started;
      const lines = stdout.trim().split('\n');
      return { pid: started.child.pid, lines, seen: JSON.parse(lines[0] ?? '{}') as Record<string, unknown> };
    };
    const withoutSettings = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !name.startsWith('MALLOC_') && name !== 'SAHAM_RUNTIME_SETTINGS',
      ),
    );

    it('replaces itself (same pid) with one that has them, printing only once', async () => {
      const { pid, lines, seen } = await run(withoutSettings);
      expect(lines).toHaveLength(1);
      expect(seen.pid).toBe(pid);
      expect(seen.execArgv).toEqual([...RUNTIME_NODE_FLAGS]);
      expect(seen.argv).toEqual(['an-argument']);
      expect(seen.arenas).toBe('2');
      expect(seen.threshold).toBe('131072');
      expect(seen.gc).toBe('function');
      expect(seen.newSpaceMb).toBeLessThanOrEqual(3 * 16);
    });

    it('stays as it is when told so by SAHAM_RUNTIME_SETTINGS', async () => {
      const { seen } = await run({ ...withoutSettings, SAHAM_RUNTIME_SETTINGS: 'off' });
      expect(seen.execArgv).toEqual([]);
      expect(seen.arenas).toBeUndefined();
    });
  });
});
