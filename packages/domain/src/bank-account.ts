// A Malaysian bank account number as members type it: digits, perhaps grouped with spaces or dashes.
// Banks here issue 5 to 17 digits (markets.md, Banks); the member app and the server apply one rule.

/** The digits a member typed, without the spaces and dashes that group them. */
export function normalizeAccountNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** True when the typed number, once its grouping is removed, is 5 to 17 digits. */
export function isValidAccountNumber(typed: string): boolean {
  return /^\d{5,17}$/.test(normalizeAccountNumber(typed));
}
