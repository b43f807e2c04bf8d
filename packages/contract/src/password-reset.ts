// Member calls that reset a forgotten password with a one-time code sent by SMS to the member's phone
// (the 12-digit account is a Malaysian mobile number): the login password from the login screen,
// the fund password from inside the app (the code plus the login password). Sending answers the
// same for an account that does not exist, so these calls never tell whether an account exists.
import { z } from 'zod';
import { memberCall } from './call.ts';
import { nullSchema } from './envelope.ts';

const text = (max: number) => z.string().max(max);

/** What a code is for: a code sent for one cannot be used for the other. */
export const SMS_CODE_PURPOSES = ['loginPassword', 'fundPassword'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/** A one-time code is 6 digits. */
export const SMS_CODE_LENGTH = 6;

export const codeSentSchema = z.object({
  /** When the app may offer to send another code (the screen counts down to it). */
  resendAfterSeconds: z.number().int(),
  /** How long the code is valid. */
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const sendLoginResetCode = memberCall({
  path: 'user/sendLoginResetCode',
  summary: 'Sends a one-time code for resetting the login password to the account’s phone',
  access: 'public',
  request: z.object({ account: text(64) }),
  response: codeSentSchema,
});

export const resetLoginPassword = memberCall({
  path: 'user/resetLoginPassword',
  summary: 'Sets a new login password given a one-time code; ends every session of the member',
  access: 'public',
  request: z.object({
    account: text(64),
    code: text(16),
    newPassword: text(128),
    confirmPassword: text(128),
  }),
  response: nullSchema,
});

export const sendFundResetCode = memberCall({
  path: 'user/sendFundResetCode',
  summary: 'Sends a one-time code for resetting the fund password to the member’s phone',
  access: 'member',
  request: z.object({}).optional(),
  response: codeSentSchema,
});

export const resetFundPassword = memberCall({
  path: 'user/resetFundPassword',
  summary: 'Sets a new fund password given a one-time code and the login password',
  access: 'member',
  request: z.object({
    code: text(16),
    password: text(128),
    fundPassword: text(32),
    confirmPassword: text(32),
  }),
  response: nullSchema,
});
