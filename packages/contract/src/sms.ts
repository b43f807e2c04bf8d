// Staff call of the SMS module: the sandbox gateway's outbox, where staff read the messages the
// sandbox "sent" (one-time codes included), newest first.
import { z } from 'zod';
import { LANGUAGES } from '@saham/domain/languages';
import { staffCall } from './call.ts';
import { isoTimeSchema, pagedSchema, pageSchema } from './envelope.ts';
import { SMS_CODE_PURPOSES } from './password-reset.ts';

export const smsMessageSchema = z.object({
  id: z.number().int(),
  /** E.164, `+60…`. */
  phone: z.string(),
  purpose: z.enum(SMS_CODE_PURPOSES),
  language: z.enum(LANGUAGES),
  text: z.string(),
  sentAt: isoTimeSchema,
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const listSmsOutbox = staffCall({
  path: 'sms/outbox',
  summary: 'Lists the messages the sandbox SMS gateway sent, newest first, optionally for one phone',
  roles: ['admin', 'support'],
  request: z.object({ phone: z.string().max(20).optional(), page: pageSchema }),
  response: pagedSchema(smsMessageSchema),
});
