// Staff calls on members: search, detail with invitation tree, account flags and credit score.
// Every change carries a reason and is written to the audit log.
import { z } from 'zod';
import { ACCOUNT_FLAGS } from '@saham/domain/account-flags';
import { STAFF_ROLES, staffCall } from './call.ts';
import { isoTimeSchema, pageSchema, pagedSchema } from './envelope.ts';
import { REAL_NAME_STATUSES } from './user.ts';

const reason = z.string().max(500);

export const memberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string().nullable(),
  inviteCode: z.string(),
  inviterAccount: z.string().nullable(),
  institutionName: z.string().nullable(),
  realNameStatus: z.enum(REAL_NAME_STATUSES),
  creditScore: z.number().int(),
  flags: z.object(
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; every account flag is a key here
    Object.fromEntries(ACCOUNT_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
      (typeof ACCOUNT_FLAGS)[number],
      z.ZodBoolean
    >,
  ),
  createdAt: isoTimeSchema,
  lastLoginAt: isoTimeSchema.nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const listMembers = staffCall({
  path: 'members/list',
  summary: 'Search members, ten a page',
  roles: STAFF_ROLES,
  request: z.object({ query: z.string().max(64).optional(), page: pageSchema }),
  response: pagedSchema(memberRowSchema),
});

export const memberDetailSchema = memberRowSchema.extend({
  language: z.string(),
  fontSize: z.string(),
  hasFundPassword: z.boolean(),
  /** Inviter chain upwards, nearest first, at most 10 levels. */
  inviterChain: z.array(z.object({ account: z.string(), name: z.string().nullable() })),
  inviteeCount: z.number().int(),
});

export const memberDetail = staffCall({
  path: 'members/detail',
  summary: "One member's profile, states and credit score",
  roles: STAFF_ROLES,
  request: z.object({ id: z.number().int() }),
  response: memberDetailSchema,
});

export const listInvitees = staffCall({
  path: 'members/invitees',
  summary: "Members registered with a member's invitation code",
  roles: STAFF_ROLES,
  request: z.object({ id: z.number().int(), page: pageSchema }),
  response: pagedSchema(memberRowSchema),
});

export const setMemberFlag = staffCall({
  path: 'members/setFlag',
  summary: "Set or clear one of a member's account flags, with a reason",
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int(), flag: z.enum(ACCOUNT_FLAGS), value: z.boolean(), reason }),
  response: memberRowSchema,
});

export const setCreditScore = staffCall({
  path: 'members/setCreditScore',
  summary: "Set a member's credit score",
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int(), creditScore: z.number().int().min(0).max(1000), reason }),
  response: memberRowSchema,
});

export const addCredit = staffCall({
  path: 'members/addCredit',
  summary: "Add to a member's credit score, with a reason",
  description:
    'The credit added must be a positive integer (ADDED_CREDIT_INVALID); the score stays at most 1000.',
  roles: ['admin', 'reviewer'],
  // A number of any kind, so that a fraction or a negative gets the spec's own refusal.
  request: z.object({ id: z.number().int(), credit: z.number().min(-1_000_000).max(1_000_000), reason }),
  response: memberRowSchema,
});
