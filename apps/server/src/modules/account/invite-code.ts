// Every member gets an invitation code of their own: 8 characters from an alphabet without the
// look-alikes 0/O, 1/I/L, unique across members and institutions (both register with the same field).
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { isInviteCodeTaken } from './repo.ts';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;
const MAX_ATTEMPTS = 10;

export function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1)
    code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}

/**
 * A code no member or institution holds yet. A member inserted concurrently with the same code is
 * still caught by the unique index; the caller retries then.
 */
export async function findFreeInviteCode(db: Db, generate: () => string = newInviteCode): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const code = generate();
    if (!(await isInviteCodeTaken(db, code))) return code;
  }
  throw new Error(`no free invitation code after ${MAX_ATTEMPTS} attempts`);
}
