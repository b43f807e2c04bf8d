// Member calls of the account module: registration, sessions, profile, passwords, settings.
// Schemas check shapes only; the rules of spec §5 are the service's, so that each refusal is a
// translated business code rather than an HTTP 400.
import { z } from 'zod';
import { LANGUAGES } from '@saham/domain/languages';
import { CURRENCIES } from '@saham/domain/currencies';
import { memberCall } from './call.ts';
import { emptySchema, moneySchema, nullSchema } from './envelope.ts';

const text = (max: number) => z.string().max(max);

export const sessionSchema = z.object({
  token: z.string(),
  account: z.string(),
  isGuest: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const register = memberCall({
  path: 'user/register',
  summary: 'Register a member account',
  access: 'public',
  request: z.object({
    account: text(64),
    password: text(128),
    confirmPassword: text(128),
    inviteCode: text(32),
    agree: z.boolean(),
  }),
  response: sessionSchema,
});

export const login = memberCall({
  path: 'user/login',
  summary: 'Log in with account and password',
  access: 'public',
  request: z.object({ account: text(64), password: text(128) }),
  response: sessionSchema,
});

export const guestLogin = memberCall({
  path: 'user/guestLogin',
  summary: 'Start a visitor session',
  access: 'public',
  request: emptySchema,
  response: sessionSchema,
});

export const logout = memberCall({
  path: 'user/logout',
  summary: 'Log out, ending the session',
  access: 'session',
  request: emptySchema,
  response: nullSchema,
});

export const REAL_NAME_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type RealNameStatus = (typeof REAL_NAME_STATUSES)[number];
export const FONT_SIZES = ['normal', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Preset avatars until uploads arrive (issue 3). */
export const AVATARS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'avatar-5', 'avatar-6'] as const;

export const currencyBalanceSchema = z.object({
  currency: z.enum(CURRENCIES),
  available: moneySchema,
  frozen: moneySchema,
});

export const userInfoSchema = z.object({
  account: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  avatar: z.enum(AVATARS).nullable(),
  language: z.enum(LANGUAGES),
  fontSize: z.enum(FONT_SIZES),
  creditScore: z.number().int(),
  realNameStatus: z.enum(REAL_NAME_STATUSES),
  hasFundPassword: z.boolean(),
  inviteCode: z.string(),
  flags: z.object({
    frozen: z.boolean(),
    loginBanned: z.boolean(),
    disabled: z.boolean(),
    tradeForbidden: z.boolean(),
    withdrawForbidden: z.boolean(),
  }),
  balances: z.object({
    /** Totals are reported in MYR. */
    currency: z.literal('MYR'),
    totalAssets: moneySchema,
    available: moneySchema,
    frozen: moneySchema,
    profit: moneySchema,
    positionMarketValue: moneySchema,
    historicalPnl: moneySchema,
    byCurrency: z.array(currencyBalanceSchema),
  }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const getUserinfo = memberCall({
  path: 'user/getUserinfo',
  summary: "The member's profile, balances and states",
  access: 'member',
  request: z.object({}).optional(),
  response: userInfoSchema,
});

/** Where a deposit stands for the setup checklist: none yet, one awaiting review, or one credited. */
export const FIRST_DEPOSIT_STATES = ['none', 'pending', 'done'] as const;

/**
 * The new member's setup checklist (verify identity → set fund password → add a bank card → first
 * deposit), each step read from the member's real state, so every screen ticks the same rows.
 */
export const setupProgressSchema = z.object({
  realNameStatus: z.enum(REAL_NAME_STATUSES),
  hasFundPassword: z.boolean(),
  hasBankCard: z.boolean(),
  firstDeposit: z.enum(FIRST_DEPOSIT_STATES),
  /** Every step done: the checklist is no longer shown. */
  isComplete: z.boolean(),
});
export type SetupProgress = z.infer<typeof setupProgressSchema>;

export const setupProgress = memberCall({
  path: 'user/setupProgress',
  summary: 'Which account setup steps the member has done',
  access: 'member',
  request: z.object({}).optional(),
  response: setupProgressSchema,
});

export const changeLoginPassword = memberCall({
  path: 'user/changeLoginPassword',
  summary: 'Change the login password',
  access: 'member',
  request: z.object({ oldPassword: text(128), newPassword: text(128), confirmPassword: text(128) }),
  /** A fresh session: every other session (and the one used) is revoked by the change. */
  response: sessionSchema,
});

export const setFundPassword = memberCall({
  path: 'user/setFundPassword',
  summary: 'Set the fund password the first time',
  access: 'member',
  request: z.object({ fundPassword: text(32), confirmPassword: text(32) }),
  response: nullSchema,
});

export const changeFundPassword = memberCall({
  path: 'user/changeFundPassword',
  summary: 'Change the fund password',
  access: 'member',
  request: z.object({ oldFundPassword: text(32), fundPassword: text(32), confirmPassword: text(32) }),
  response: nullSchema,
});

export const updateSettings = memberCall({
  path: 'user/updateSettings',
  summary: "Update the member's language, font size or avatar",
  access: 'member',
  request: z.object({
    language: z.enum(LANGUAGES).optional(),
    fontSize: z.enum(FONT_SIZES).optional(),
    avatarImage: z.enum(AVATARS).optional(),
  }),
  response: nullSchema,
});
