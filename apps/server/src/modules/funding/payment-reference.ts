// Bank-transfer payment references (issue 16 §7): what a member writes in the transfer so staff can
// match the money to the application. "SHM-" and eight characters of an alphabet without look-alikes
// (no 0/O, 1/I/L), drawn at random: 31^8 ≈ 8.5 × 10^11 codes, so a clash is checked but never expected.
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
export const PAYMENT_REFERENCE_PREFIX = 'SHM-';

export function newPaymentReference(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${PAYMENT_REFERENCE_PREFIX}${code}`;
}

/** A reference as staff type it: case and spaces do not matter. */
export function normalizePaymentReference(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
