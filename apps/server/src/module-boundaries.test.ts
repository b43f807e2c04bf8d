// The two lint rules of docs/decisions/0018 catch what they are for, with the blocks of the repository's
// own eslint.config.js: an import of another module's repository (from a module or from the rest of
// src/, tests exempt), and a runtime import cycle (type-only imports ignored).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function configBlocks(): Promise<Linter.Config[]> {
  const loaded: unknown = await import(pathToFileURL(path.join(ROOT, 'eslint.config.js')).href);
  const blocks: unknown = Reflect.get(loaded as object, 'default');
  if (!Array.isArray(blocks)) throw new Error('eslint.config.js exports no array');
  return blocks as Linter.Config[];
}

function hasRule(block: Linter.Config, rule: string): boolean {
  return block.rules !== undefined && rule in block.rules;
}

const parserBlock: Linter.Config = { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } };

describe('module boundary rule', () => {
  let eslint: ESLint;
  beforeAll(async () => {
    const boundary = (await configBlocks()).filter(
      (block) =>
        hasRule(block, 'no-restricted-imports') &&
        (block.files ?? []).some((pattern) => String(pattern).startsWith('apps/server/')),
    );
    expect(boundary).toHaveLength(1);
    eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: [parserBlock, ...boundary] });
  });

  async function messagesOf(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId ?? ''}: ${message.message}`);
  }

  it("refuses another module's repo.ts or *-repo.ts, naming the service to use instead", async () => {
    for (const [file, code] of [
      ['apps/server/src/modules/news/x.ts', "import { recordAudit } from '../audit/repo.ts';"],
      ['apps/server/src/modules/account/x.ts', "import { findPrices } from '../trading/listings-repo.ts';"],
      [
        'apps/server/src/modules/trading/x.ts',
        "import type { BucketBalance } from '../ledger/balances-repo.ts';",
      ],
      [
        'apps/server/src/jobs/x.ts',
        "import { expireOverdueDeposits } from '../modules/funding/deposits-repo.ts';",
      ],
      [
        'apps/server/src/http/x.ts',
        "import { touchStaffSession } from '../modules/sessions/staff-session-repo.ts';",
      ],
      ['apps/server/src/seed/x.ts', "import { insertMember } from '../modules/account/repo.ts';"],
    ] as const) {
      const messages = await messagesOf(file, code);
      expect(messages, `${file}: ${code}`).toHaveLength(1);
      expect(messages[0]).toMatch(/^no-restricted-imports: .*service\.ts/);
    }
  });

  it("allows a module's own repositories, other modules' services, and tests", async () => {
    for (const [file, code] of [
      ['apps/server/src/modules/trading/x.ts', "import { insertOrder } from './orders-repo.ts';"],
      ['apps/server/src/modules/news/x.ts', "import { recordAudit } from '../audit/service.ts';"],
      [
        'apps/server/src/modules/account/x.ts',
        "import { findPrices } from '../trading/for-other-modules.ts';",
      ],
      [
        'apps/server/src/modules/quotes/x.test.ts',
        "import { upsertMarketHoliday } from '../markets/repo.ts';",
      ],
      [
        'apps/server/src/modules/trading/x-test-helpers.ts',
        "import { readMemberBuckets } from '../ledger/balances-repo.ts';",
      ],
    ] as const) {
      expect(await messagesOf(file, code), `${file}: ${code}`).toEqual([]);
    }
  });
});

describe('import cycle rule', () => {
  let directory: string;
  let eslint: ESLint;
  beforeAll(async () => {
    const cycles = (await configBlocks()).filter((block) => hasRule(block, 'import-x/no-cycle'));
    expect(cycles).toHaveLength(1);
    directory = mkdtempSync(path.join(tmpdir(), 'saham-cycles-'));
    const folder = path.join(directory, 'apps/server/src/modules/a');
    mkdirSync(folder, { recursive: true });
    const files: Record<string, string> = {
      // one → two → three → one at runtime: a cycle.
      'one.ts': "import { two } from './two.ts';\nexport const one = (): number => two() + 1;\n",
      'two.ts': "import { three } from './three.ts';\nexport const two = (): number => three() + 1;\n",
      'three.ts':
        "import { one } from './one.ts';\nexport const three = (): number => 1;\nexport const again = one;\n",
      // four → five at runtime, five → four for a type only: no cycle.
      'four.ts': "import { five } from './five.ts';\nexport type Four = number;\nexport const four = five;\n",
      'five.ts': "import type { Four } from './four.ts';\nexport const five = (): Four => 5;\n",
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
    eslint = new ESLint({
      cwd: directory,
      overrideConfigFile: true,
      overrideConfig: [parserBlock, ...cycles],
    });
  });
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('reports every file of a runtime cycle, and none joined only by a type import', async () => {
    const results = await eslint.lintFiles(['apps/server/src/modules/a/*.ts']);
    const flagged = results
      .filter((result) => result.messages.some((message) => message.ruleId === 'import-x/no-cycle'))
      .map((result) => path.basename(result.filePath))
      .sort();
    expect(flagged).toEqual(['one.ts', 'three.ts', 'two.ts']);
  });
});
