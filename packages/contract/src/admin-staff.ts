// Staff accounts (admin only) and the audit log of every staff action.
import { z } from 'zod';
import { STAFF_ROLES, staffCall } from './call.ts';
import { isoTimeSchema, nullSchema, pageSchema, pagedSchema } from './envelope.ts';

export const staffRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  isActive: z.boolean(),
  isOtpEnrolled: z.boolean(),
  createdAt: isoTimeSchema,
  lastLoginAt: isoTimeSchema.nullable(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

export const listStaff = staffCall({
  path: 'staff/list',
  summary: 'Staff users with their roles and states',
  roles: ['admin'],
  request: z.object({ page: pageSchema }),
  response: pagedSchema(staffRowSchema),
});

export const createStaff = staffCall({
  path: 'staff/create',
  summary: 'Create a staff user with a role',
  description:
    'Usernames are 3–32 letters, digits, dot, dash or underscore; the password follows the ' + 'member rule.',
  roles: ['admin'],
  request: z.object({
    username: z.string().max(64),
    password: z.string().max(128),
    role: z.enum(STAFF_ROLES),
  }),
  response: staffRowSchema,
});

export const setStaffActive = staffCall({
  path: 'staff/setActive',
  summary: 'Activate or deactivate a staff user',
  roles: ['admin'],
  request: z.object({ id: z.number().int(), isActive: z.boolean(), reason: z.string().max(500) }),
  response: staffRowSchema,
});

export const resetStaffOtp = staffCall({
  path: 'staff/resetOtp',
  summary: "Reset a staff user's TOTP enrolment",
  description: "Clears a staff member's TOTP so that they enrol again at next login.",
  roles: ['admin'],
  request: z.object({ id: z.number().int() }),
  response: nullSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: isoTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAudit = staffCall({
  path: 'audit/list',
  summary: 'The audit log of staff actions, newest first, ten a page',
  roles: ['admin'],
  request: z.object({
    query: z.string().max(100).optional(),
    staffUsername: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    page: pageSchema,
  }),
  response: pagedSchema(auditEntrySchema),
});
