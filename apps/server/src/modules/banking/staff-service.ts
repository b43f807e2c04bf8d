// Staff calls of banking: the bank reference list members pick from (banks/list, banks/save, audited).
import type { StaffBank } from '@saham/contract/banking';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { findAllBanks, findBank, upsertBank } from './repo.ts';
import { required } from './required-field.ts';

const BANK_CODE_PATTERN = /^[A-Z0-9]{2,20}$/;
const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function staffListBanks(context: StaffRequestContext): Promise<StaffBank[]> {
  return findAllBanks(context.services.db);
}

export async function saveBank(
  context: StaffRequestContext,
  request: { code: string; name: string; swift: string; isActive: boolean },
): Promise<StaffBank> {
  const code = required(request.code, 'code').toUpperCase();
  const name = required(request.name, 'name');
  const swift = required(request.swift, 'swift').toUpperCase();
  if (!BANK_CODE_PATTERN.test(code)) refuse('INVALID_INPUT', { field: 'code' });
  if (!SWIFT_PATTERN.test(swift)) refuse('INVALID_INPUT', { field: 'swift' });
  const { services, staff } = context;
  const now = services.clock.now();
  const saved = { code, name, swift, isActive: request.isActive };
  await inTransaction(services.db, async (tx) => {
    const before = await findBank(tx, code);
    await upsertBank(tx, saved);
    await recordAudit(tx, {
      staff,
      action: 'banks/save',
      targetType: 'bank',
      targetId: code,
      before,
      after: saved,
      ip: context.ip,
      at: now,
    });
  });
  return saved;
}
