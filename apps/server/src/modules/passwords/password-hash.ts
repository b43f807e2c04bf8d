// Password hashing for members and staff: argon2id at 19 MiB, t=2, p=1 (OWASP's first choice).
// Tests may lower the cost only through PASSWORD_HASH_COST=test, which production refuses.
import { hash, verify } from '@node-rs/argon2';
import type { ServerConfig } from '../../config.ts';

const COSTS = {
  production: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;

export function hashPassword(password: string, cost: ServerConfig['passwordHashCost']): Promise<string> {
  // Argon2id is the library's default algorithm; its `Algorithm` is an ambient const enum, which
  // type stripping cannot import, so it is not named here (the test asserts the $argon2id$ prefix).
  return hash(password, COSTS[cost]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified against when an account does not exist, so both answers take as long. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(cost: ServerConfig['passwordHashCost']): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches', cost);
  return decoyHash;
}
