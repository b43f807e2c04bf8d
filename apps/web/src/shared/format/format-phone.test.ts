import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('formatPhone', () => {
  it('writes a 12-digit Malaysian mobile account as +60 1x-xxxx xxxx, with spaces and hyphen that do not break', () => {
    expect(formatPhone('601123456789')).toBe('+60\u00a011\u20112345\u00a06789');
  });

  it('writes an 11-digit one as +60 1x-xxx xxxx', () => {
    expect(formatPhone('60123456789')).toBe('+60\u00a012\u2011345\u00a06789');
  });

  it('leaves anything else as +digits', () => {
    expect(formatPhone('441234567890')).toBe('+441234567890');
  });
});
