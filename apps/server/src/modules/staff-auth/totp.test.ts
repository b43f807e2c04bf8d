import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotpStep, totpCodeAt, totpUri } from './totp.ts';

describe('staff TOTP', () => {
  const secret = generateTotpSecret();
  const now = new Date('2026-11-23T02:00:10Z');

  const step = Math.floor(now.getTime() / 30_000);

  it('accepts the code of the current step and of the steps either side, naming the step', () => {
    expect(matchTotpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
  });

  it('refuses a code two steps away, and anything that is not six digits', () => {
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 90_000)), now)).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('builds an otpauth URI with the Saham issuer, SHA1, 6 digits and 30 seconds', () => {
    const uri = new URL(totpUri(secret, 'alice'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Saham');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('Saham:alice');
  });
});
