// Institutions (seat accounts) own invitation codes that members register with.
import { z } from 'zod';
import { STAFF_ROLES, staffCall } from './call.ts';
import { isoTimeSchema, pageSchema, pagedSchema } from './envelope.ts';

export const institutionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inviteCode: z.string(),
  isActive: z.boolean(),
  memberCount: z.number().int(),
  createdAt: isoTimeSchema,
});
export type Institution = z.infer<typeof institutionSchema>;

export const listInstitutions = staffCall({
  path: 'institutions/list',
  summary: 'Institutions with their codes and member counts',
  roles: STAFF_ROLES,
  request: z.object({ page: pageSchema }),
  response: pagedSchema(institutionSchema),
});

export const createInstitution = staffCall({
  path: 'institutions/create',
  summary: 'Create an institution (an invitation code for registrations)',
  description: 'Codes are 4–16 letters or digits; a code used by an institution or a member is refused.',
  roles: ['admin'],
  request: z.object({ name: z.string().max(100), inviteCode: z.string().max(16) }),
  response: institutionSchema,
});

export const setInstitutionActive = staffCall({
  path: 'institutions/setActive',
  summary: 'Activate or deactivate an institution',
  roles: ['admin'],
  request: z.object({ id: z.number().int(), isActive: z.boolean(), reason: z.string().max(500) }),
  response: institutionSchema,
});
