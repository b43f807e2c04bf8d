// Staff calls of banking: the bank reference list members pick from (banks/list, banks/save, audited).
import type { StaffBank } from '@saham/contract/banking';
import { cleanLocalizedNames, type LocalizedNames } from '@saham/contract/localized-names';
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
  request: {
    code: string;
    name: string;
    names?: LocalizedNames | undefined;
    swift: string;
    isActive: boolean;
  },
): Promise<StaffBank> {
  const code = required(request.code, 'code').toUpperCase();
  const name = required(request.name, 'name');
  const swift = required(request.swift, 'swift').toUpperCase();
  if (!BANK_CODE_PATTERN.test(code)) refuse('INVALID_INPUT', { field: 'code' });
  if (!SWIFT_PATTERN.test(swift)) refuse('INVALID_INPUT', { field: 'swift' });
  const { services, staff } = context;
  const now = services.clock.now();
  const names = request.names === undefined ? undefined : cleanLocalizedNames(request.names);
  return inTransaction(services.db, async (tx) => {
    const before = await findBank(tx, code);
    // Names left out keep the bank's current ones (none for a new bank).
    const saved = { code, name, names: names ?? before?.names ?? {}, swift, isActive: request.isActive };
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
    return saved;
  });
}
