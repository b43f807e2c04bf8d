// A member's account as the phone number it is: 601123456789 → "+60 11-2345 6789" (Malaysian mobile
// numbers: 60, then 9 or 10 digits of which the first two are the prefix after 0). The spaces and the
// hyphen do not break, so a sentence wraps around the number, never inside it.
export function formatPhone(account: string): string {
  const match = /^60(1\d)(\d{3,4})(\d{4})$/.exec(account);
  if (match === null) return `+${account}`;
  const [, prefix, middle, last] = match;
  return `+60\u00a0${prefix}\u2011${middle}\u00a0${last}`;
}
