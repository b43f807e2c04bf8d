// Identity (issue 3): image uploads and real-name verification, member and staff calls.
// Schemas check shapes only; the rules (ID formats, ownership of images, states) are the service's,
// so each refusal is a translated business code.
import { z } from 'zod';
import { memberCall, staffCall, type StaffRole } from './call.ts';
import { isoTimeSchema, nullSchema, pageSchema, pagedSchema } from './envelope.ts';
import { REAL_NAME_STATUSES } from './user.ts';

const text = (max: number) => z.string().max(max);

/**
 * `POST /api/vue/common/upload`, multipart with one field `file` (JPEG, PNG or WebP, ≤ 5 MB,
 * ≤ 40 megapixels). Not a JSON call, so it is described here by path and answer only. The stored image
 * is read back with `GET /api/vue/common/file/<id>` (the owner, with token/account headers) or
 * `GET /api/admin/files/<id>` (staff).
 */
export const UPLOAD_PATH = 'common/upload';
export const MEMBER_FILE_PATH = 'common/file';
export const STAFF_FILE_PATH = 'files';
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const uploadResultSchema = z.object({ id: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const ID_TYPES = ['mykad', 'passport'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const submitRealName = memberCall({
  path: 'user/realName',
  summary: 'Submit identity verification (name, ID number, document photos)',
  access: 'member',
  request: z.object({
    name: text(100),
    idType: z.enum(ID_TYPES),
    idNumber: text(30),
    frontImageId: text(64),
    backImageId: text(64),
  }),
  response: nullSchema,
});

export const realNameInfoSchema = z.object({
  status: z.enum(REAL_NAME_STATUSES),
  /** The latest submission's name, ID type and masked number; null before any submission. */
  name: z.string().nullable(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumberMasked: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: isoTimeSchema.nullable(),
});
export type RealNameInfo = z.infer<typeof realNameInfoSchema>;

export const realNameInfo = memberCall({
  path: 'user/realNameInfo',
  summary: "The member's identity verification and its state",
  access: 'member',
  request: z.object({}),
  response: realNameInfoSchema,
});

// Back office: the review queue.
export const REVIEW_ROLES = ['admin', 'reviewer'] as const satisfies readonly StaffRole[];

export const realNameRecordSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  name: z.string(),
  idType: z.enum(ID_TYPES),
  /** Staff reviewing the photos see the full number. */
  idNumber: z.string(),
  frontImageId: z.string(),
  backImageId: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  rejectReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: isoTimeSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type RealNameRecord = z.infer<typeof realNameRecordSchema>;

export const listRealNames = staffCall({
  path: 'realName/list',
  summary: 'Identity verifications to review, ten a page',
  roles: REVIEW_ROLES,
  request: z.object({ status: z.enum(['pending', 'verified', 'rejected']), page: pageSchema }),
  response: pagedSchema(realNameRecordSchema),
});

export const approveRealName = staffCall({
  path: 'realName/approve',
  summary: "Approve a member's identity verification",
  roles: REVIEW_ROLES,
  request: z.object({ id: z.number().int() }),
  response: realNameRecordSchema,
});

export const rejectRealName = staffCall({
  path: 'realName/reject',
  summary: "Reject a member's identity verification with a reason",
  roles: REVIEW_ROLES,
  request: z.object({ id: z.number().int(), reason: text(500) }),
  response: realNameRecordSchema,
});
