// The display zone (issue 16 §3): the IANA zone every time a member or staff member reads is shown in.
// Staff set it in the site configuration (`displayZone`); unset or not a zone, it is Kuala Lumpur's.
import { isValidTimezone } from './markets/sessions.ts';

export const DEFAULT_DISPLAY_ZONE = 'Asia/Kuala_Lumpur';

/** Area/Location names ("America/Argentina/Buenos_Aires", "Etc/GMT+8") or a bare "UTC"; never an offset. */
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)$/;

/**
 * Whether a name is an IANA zone this runtime knows ("Asia/Tokyo", "UTC"); not "Mars/Base", not an
 * offset such as "+08:00" (Intl accepts those, but they keep no daylight saving), not "".
 */
export function isTimeZoneName(name: string): boolean {
  return IANA_NAME.test(name) && isValidTimezone(name);
}

/** The configured zone when it is one, else Kuala Lumpur's. */
export function displayZoneFrom(configured: string | null | undefined): string {
  const name = configured?.trim() ?? '';
  return isTimeZoneName(name) ? name : DEFAULT_DISPLAY_ZONE;
}
