// MyKad (Malaysian identity card) numbers: 12 digits YYMMDD-PB-###G. There is no checksum, so the
// date of birth and the place-of-birth code are what can be checked (reference: markets.md).

const MYKAD_PATTERN = /^(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})$/;

function isValidDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Place of birth: 01–16 states and federal territories, 21–59 extra state codes, 60+ born abroad. */
function isValidPlaceOfBirth(code: number): boolean {
  return (code >= 1 && code <= 16) || code >= 21;
}

/** The 12 digits of a valid MyKad number (dashes optional), or null when it is not one. */
export function normalizeMyKad(input: string): string | null {
  const match = MYKAD_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, yy, mm, dd, pb, rest] = match;
  if (yy === undefined || mm === undefined || dd === undefined || pb === undefined || rest === undefined) {
    return null;
  }
  const month = Number(mm);
  const day = Number(dd);
  // The century is ambiguous: the date must exist in 19YY or 20YY (29 February needs a leap year).
  const dateExists = isValidDay(1900 + Number(yy), month, day) || isValidDay(2000 + Number(yy), month, day);
  if (!dateExists || !isValidPlaceOfBirth(Number(pb))) return null;
  return `${yy}${mm}${dd}${pb}${rest}`;
}

export function isValidMyKad(input: string): boolean {
  return normalizeMyKad(input) !== null;
}

const PASSPORT_PATTERN = /^[A-Za-z0-9]{6,12}$/;

/** Passport numbers: 6–12 letters or digits, stored upper case; null when not one. */
export function normalizePassport(input: string): string | null {
  const trimmed = input.trim();
  return PASSPORT_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** Shows only the last four characters of an identity or account number: ********1234. */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return value;
  return `${'*'.repeat(value.length - visible)}${value.slice(-visible)}`;
}
