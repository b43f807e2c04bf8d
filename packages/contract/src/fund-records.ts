// Member calls of the ledger's own surface: the member's fund records (spec §3), read from the journal.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { memberCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { LEDGER_ENTRY_TYPES, MEMBER_BUCKETS } from './ledger.ts';

/** One member-side posting of an entry: what changed in which bucket of which currency. */
export const fundRecordLineSchema = z.object({
  currency: z.enum(CURRENCIES),
  bucket: z.enum(MEMBER_BUCKETS),
  /** Signed: positive is money in. */
  amount: moneySchema,
});
export type FundRecordLine = z.infer<typeof fundRecordLineSchema>;

export const fundRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  lines: z.array(fundRecordLineSchema),
  createdAt: isoTimeSchema,
});
export type FundRecord = z.infer<typeof fundRecordSchema>;

export const fundRecords = memberCall({
  path: 'user/fundRecords',
  summary: "The member's fund records (every balance change), ten a page",
  access: 'member',
  request: z.object({
    type: z.enum(LEDGER_ENTRY_TYPES).optional(),
    currency: z.enum(CURRENCIES).optional(),
    page: pageSchema,
  }),
  response: pagedSchema(fundRecordSchema),
});
