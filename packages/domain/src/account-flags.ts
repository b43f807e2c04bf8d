// Account states of spec §6. Each is a separate flag so that, say, a frozen member can also be
// forbidden to withdraw once unfrozen.
export const ACCOUNT_FLAGS = [
  'frozen',
  'loginBanned',
  'disabled',
  'tradeForbidden',
  'withdrawForbidden',
] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];
export type AccountFlags = Record<AccountFlag, boolean>;
