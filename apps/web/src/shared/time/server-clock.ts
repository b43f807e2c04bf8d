// The server's clock as seen from the device: countdowns (a market's next opening, an offering's close)
// run on the server's time, because a phone's clock may be minutes or hours off. An answer that carries
// `asOf` (the server's time when it answered) gives the offset; the device's clock plus the offset is
// the server's now, ticking locally between answers.
import { useEffect, useState } from 'react';

/** The server's clock minus the device's, from an answer's `asOf` and when the device received it; 0 when unknown. */
export function serverOffset(asOf: string | undefined, receivedAt: number): number {
  const serverTime = asOf === undefined ? Number.NaN : Date.parse(asOf);
  return Number.isNaN(serverTime) || receivedAt <= 0 ? 0 : serverTime - receivedAt;
}

/** The server's now (the device's plus `offsetMs`), refreshed every `everyMs`. */
export function useServerNow(offsetMs: number, everyMs = 30_000): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return deviceNow + offsetMs;
}
