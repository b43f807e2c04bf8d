// Staff calls of securities lending: the programs (one per market: rate, member share, capacity,
// minimum amount, term, open or closed), created or changed with an audit record, and members' loans.
import type { Paged } from '@saham/contract/envelope';
import type { AdminLendingLoan, AdminLendingProgram, LendingProgramInput } from '@saham/contract/lending';
import type { LendingStatus } from '@saham/domain/lending/rules';
import { dayBefore, percentOf } from '@saham/domain/lending/rules';
import { formatDecimal } from '@saham/domain/markets/decimal';
import { parseMinor } from '@saham/domain/money';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { recordAudit } from '../audit/service.ts';
import { loadMarket } from '../markets/service.ts';
import { marketDateOf } from './accrual.ts';
import {
  accruedBetween,
  activeLoanCounts,
  findLoanPage,
  findProgram,
  findProgramOfMarket,
  findProgramPage,
  insertProgram,
  updateProgram,
  type ProgramRow,
} from './repo.ts';
import { toLoan, toProgram } from './service.ts';

async function toAdminPrograms(db: Db, rows: readonly ProgramRow[]): Promise<AdminLendingProgram[]> {
  const counts = await activeLoanCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toProgram(row),
    isOpen: row.isOpen,
    activeLoans: counts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** A program as the audit log keeps it: amounts as decimal strings (a JSON document holds no bigint). */
function auditView(row: ProgramRow) {
  return { ...toProgram(row), isOpen: row.isOpen };
}

export async function listPrograms(
  context: StaffRequestContext,
  request: { page: number },
): Promise<Paged<AdminLendingProgram>> {
  const db = context.services.db;
  const { rows, total } = await findProgramPage(db, request.page);
  return toPaged(await toAdminPrograms(db, rows), request.page, total);
}

export async function saveProgram(
  context: StaffRequestContext,
  request: LendingProgramInput,
): Promise<AdminLendingProgram> {
  const { services, staff } = context;
  const db = services.db;
  const now = services.clock.now();
  const market = await loadMarket(db, request.market, now);
  if (!market) refuse('INVALID_INPUT', { field: 'market' });
  const currency = market.currency;
  const annualRate = percentOf(request.annualRate);
  if (annualRate === null) refuse('INVALID_INPUT', { field: 'annualRate' });
  const memberShare = percentOf(request.memberShare);
  if (memberShare === null) refuse('INVALID_INPUT', { field: 'memberShare' });
  const capacityMinor = parseMinor(request.capacity, currency);
  if (capacityMinor === null || capacityMinor < 0n) refuse('INVALID_INPUT', { field: 'capacity' });
  const minAmountMinor = parseMinor(request.minAmount, currency);
  if (minAmountMinor === null || minAmountMinor < 0n) refuse('INVALID_INPUT', { field: 'minAmount' });
  const values = {
    market: request.market,
    currency,
    annualRate: formatDecimal(annualRate),
    memberShare: formatDecimal(memberShare),
    capacityMinor,
    minAmountMinor,
    termDays: request.termDays,
    isOpen: request.isOpen,
    updatedAt: now,
  };
  const row = await inTransaction(db, async (tx) => {
    const before =
      request.id === undefined
        ? await findProgramOfMarket(tx, request.market, { lock: true })
        : await findProgram(tx, request.id, { lock: true });
    if (request.id !== undefined && !before) refuse('PRODUCT_NOT_FOUND');
    if (before && before.market !== request.market) refuse('INVALID_INPUT', { field: 'market' });
    const after = before
      ? await updateProgram(tx, before.id, values)
      : await insertProgram(tx, { ...values, createdAt: now });
    await recordAudit(tx, {
      staff,
      action: 'lending/saveProgram',
      targetType: 'lending_program',
      targetId: after.id,
      ...(before ? { before: auditView(before) } : {}),
      after: auditView(after),
      ip: context.ip,
      at: now,
    });
    return after;
  });
  const [shown] = await toAdminPrograms(db, [row]);
  if (!shown) throw new Error(`program ${row.id} not mapped`);
  return shown;
}

export async function listLoans(
  context: StaffRequestContext,
  request: { page: number; status?: LendingStatus | undefined; account?: string | undefined },
): Promise<Paged<AdminLendingLoan>> {
  const { db, clock } = context.services;
  const { rows, total } = await findLoanPage(db, request, request.page);
  const today = await marketDateOf(db, 'MY', clock.now());
  const ids = rows.map((row) => row.id);
  const [todays, months] = await Promise.all([
    accruedBetween(db, ids, dayBefore(today), dayBefore(today)),
    accruedBetween(db, ids, `${today.slice(0, 8)}01`, today),
  ]);
  return toPaged(
    rows.map((row) => ({
      ...toLoan(row, { today: todays.get(row.id) ?? 0n, month: months.get(row.id) ?? 0n }),
      memberId: row.memberId,
      memberAccount: row.memberAccount,
    })),
    request.page,
    total,
  );
}
