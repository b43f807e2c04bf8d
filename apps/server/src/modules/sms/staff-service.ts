// The staff call of the SMS module: the sandbox outbox, newest first, optionally for one phone.
import type { SmsMessage } from '@saham/contract/sms';
import type { Paged } from '@saham/contract/envelope';
import type { StaffRequestContext } from '../../http/context.ts';
import { toPaged } from '../../db/paging.ts';
import { findOutboxPage } from './outbox-repo.ts';

/** A phone as staff type it (`60 11-2345 6789`, `+601123456789`): digits only, with a leading +. */
function normalisedPhone(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length === 0 ? undefined : `+${digits}`;
}

export async function listOutbox(
  context: StaffRequestContext,
  request: { phone?: string | undefined; page: number },
): Promise<Paged<SmsMessage>> {
  const filter = { phone: normalisedPhone(request.phone) };
  const { rows, total } = await findOutboxPage(context.services.db, filter, request.page);
  const items = rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    purpose: row.purpose,
    language: row.language,
    text: row.text,
    sentAt: row.sentAt.toISOString(),
  }));
  return toPaged(items, request.page, total);
}
