import { describe, expect, it } from 'vitest';
import { serverOffset } from './server-clock.ts';

describe('the server clock', () => {
  it('measures how far the server clock is from the device', () => {
    expect(serverOffset('2026-11-23T02:00:00.000Z', Date.parse('2026-11-22T16:00:00Z'))).toBe(10 * 3_600_000);
    expect(serverOffset('2026-11-23T02:00:00.000Z', Date.parse('2026-11-23T02:07:00Z'))).toBe(-7 * 60_000);
  });

  it('assumes no offset when the answer has no usable time or was never received', () => {
    expect(serverOffset('garbage', 1)).toBe(0);
    expect(serverOffset(undefined, 1)).toBe(0);
    expect(serverOffset('2026-11-23T02:00:00.000Z', 0)).toBe(0);
  });
});
