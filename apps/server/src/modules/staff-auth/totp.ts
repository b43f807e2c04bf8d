// Time-based one-time passwords for staff (RFC 6238): SHA1, 6 digits, 30-second steps, accepting the
// step before and after to allow for clock drift. Always checked against the server's clock. A match
// names its step so that the caller can refuse a code used before (RFC 6238 §5.2).
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Saham';

function totpFor(secretBase32: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret in base32, as authenticator apps expect. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the back office shows as a QR code. */
export function totpUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

const PERIOD_MILLISECONDS = 30_000;

/** The time step a code belongs to, or null when it matches none of the accepted steps. */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MILLISECONDS) + delta;
}

/** The code an authenticator shows at `now` (tests and the demo seed). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpFor(secretBase32, 'code').generate({ timestamp: now.getTime() });
}
