import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores argon2id with the production parameters', async () => {
    const stored = await hashPassword('Demo1234', 'production');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Demo1234')).toBe(true);
    expect(await verifyPassword(stored, 'demo1234')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
