// Staff sign-in with TOTP two-factor. A staff member without TOTP is offered enrolment at login;
// for the admin role in production enrolment is required before any other call.
import { z } from 'zod';
import { STAFF_ROLES, staffCall } from './call.ts';
import { emptySchema, nullSchema } from './envelope.ts';

const ALL = STAFF_ROLES;

export const staffSessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  isOtpEnrolled: z.boolean(),
  /** True when this session may do nothing but `auth/enrolOtp` until TOTP is enrolled. */
  mustEnrolOtp: z.boolean(),
  /** Present while not enrolled: the secret and otpauth:// URI to show as a QR code. */
  otpEnrolment: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffLogin = staffCall({
  path: 'auth/login',
  summary: 'Sign in to the back office (username, password, TOTP code)',
  roles: [],
  request: z.object({
    username: z.string().max(64),
    password: z.string().max(128),
    otp: z.string().max(12).optional(),
  }),
  response: staffSessionSchema,
});

export const staffEnrolOtp = staffCall({
  path: 'auth/enrolOtp',
  summary: "Enrol the signed-in staff member's TOTP authenticator",
  roles: ALL,
  request: z.object({ otp: z.string().max(12) }),
  response: nullSchema,
});

export const staffMe = staffCall({
  path: 'auth/me',
  summary: 'The signed-in staff member: username, role and TOTP enrolment',
  roles: ALL,
  request: emptySchema,
  response: staffSessionSchema.omit({ token: true }),
});

export const staffLogout = staffCall({
  path: 'auth/logout',
  summary: 'Sign out of the back office, ending the staff session',
  roles: ALL,
  request: emptySchema,
  response: nullSchema,
});
