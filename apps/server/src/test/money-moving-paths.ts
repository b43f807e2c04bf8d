// The paths of the money-moving member calls (`isMoneyMoving` in the contract), read from every
// contract module, so test helpers can send them as the apps do: with a fresh Idempotency-Key.
import fs from 'node:fs';
import path from 'node:path';

const CONTRACT_SOURCES = path.resolve(import.meta.dirname, '../../../../packages/contract/src');

function isMoneyMovingMemberCall(value: unknown): value is { path: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Reflect.get(value, 'scope') === 'member' &&
    Reflect.get(value, 'isMoneyMoving') === true &&
    typeof Reflect.get(value, 'path') === 'string'
  );
}

async function moneyMovingPaths(): Promise<ReadonlySet<string>> {
  const paths = new Set<string>();
  const files = fs.readdirSync(CONTRACT_SOURCES).filter((name) => /^[\w-]+\.ts$/.test(name));
  for (const file of files) {
    const exported: unknown = await import(`@saham/contract/${file.slice(0, -3)}`);
    const values = typeof exported === 'object' && exported !== null ? Object.values(exported) : [];
    for (const value of values) {
      if (isMoneyMovingMemberCall(value)) paths.add(value.path);
    }
  }
  return paths;
}

export const MONEY_MOVING_PATHS: ReadonlySet<string> = await moneyMovingPaths();
