import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { initialiseDataDirectory, openDatabase } from './client.ts';

// A new PGlite directory is made by initdb in a child process and renamed into place when complete.
describe('PGlite data directory', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-pglite-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  afterEach(() => vi.unstubAllEnvs());

  it('is created on first open, without a leftover build directory, and keeps its data', async () => {
    const dataDir = path.join(root, 'first');
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await first.execute('create table kept (value int); insert into kept values (42)');
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pglite.initdb'))).toBe(false);

    const again = await openDatabase({ databaseUrl: null, dataDir });
    const [row] = await again.db.select({ value: sql<number>`value` }).from(sql`kept`);
    expect(row).toEqual({ value: 42 });
    await again.close();
  }, 180_000);

  it('replaces a stale build directory and an empty target', async () => {
    const directory = path.join(root, 'stale', 'pglite');
    fs.mkdirSync(directory, { recursive: true });
    fs.mkdirSync(`${directory}.initdb`);
    fs.writeFileSync(path.join(`${directory}.initdb`, 'half-made'), '');
    await initialiseDataDirectory(directory);
    expect(fs.existsSync(path.join(directory, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(directory, 'half-made'))).toBe(false);
    expect(fs.existsSync(`${directory}.initdb`)).toBe(false);
  }, 180_000);

  it('leaves a directory that is not empty to PGlite', async () => {
    const directory = path.join(root, 'used', 'pglite');
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(path.join(directory, 'something'), 'x');
    await initialiseDataDirectory(directory);
    expect(fs.readdirSync(directory)).toEqual(['something']);
  });

  it('reports a failed initdb and leaves nothing half-made', async () => {
    const directory = path.join(root, 'failed', 'pglite');
    vi.stubEnv('NODE_OPTIONS', '--no-such-node-flag');
    await expect(initialiseDataDirectory(directory)).rejects.toThrow(/PGlite could not create/);
    expect(fs.existsSync(directory)).toBe(false);
    expect(fs.existsSync(`${directory}.initdb`)).toBe(false);
  });
});
