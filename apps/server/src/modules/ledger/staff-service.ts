// The ledger's staff calls. Manual balance adjustments, maker-checker: one staff member creates a
// pending request (no money moves), a different one approves it — posting an `adjustment` entry
// against the house account `adjustments` — or any one rejects it. Every step is audited in its own
// transaction. And the ledger as the back office's member detail shows it: balances per currency and
// the journal. (The ledger check is ledger-report.ts.)
import { CURRENCIES, isCurrency, type Currency } from '@saham/domain/currencies';
import { formatMinor, parseMinor } from '@saham/domain/money';
import {
  ADJUSTMENT_STATUSES,
  type Adjustment,
  type AdjustmentStatus,
  type JournalEntry,
} from '@saham/contract/admin-ledger';
import type { Paged } from '@saham/contract/envelope';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { notices } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/service.ts';
import { findMemberById } from '../account/service.ts';
import { readMemberBuckets } from './balances-repo.ts';
import { findJournalPage } from './journal-repo.ts';
import { toJournalEntry } from './journal-view.ts';
import { postEntry } from './post-entry.ts';
import {
  decidePendingAdjustment,
  findAdjustment,
  findAdjustmentPage,
  insertAdjustment,
  setAdjustmentEntry,
  type AdjustmentRow,
} from './adjustments-repo.ts';

function toAdjustment(row: AdjustmentRow): Adjustment {
  const status = ADJUSTMENT_STATUSES.find((known) => known === row.status);
  if (!isCurrency(row.currency) || status === undefined) throw new Error(`adjustment ${row.id} is malformed`);
  return {
    id: row.id,
    memberId: row.memberId,
    memberAccount: row.memberAccount,
    currency: row.currency,
    amount: formatMinor(row.amountMinor, row.currency),
    reason: row.reason,
    status,
    makerUsername: row.makerUsername,
    checkerUsername: row.checkerUsername,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function adjustmentOrRefuse(db: Db, id: number): Promise<AdjustmentRow> {
  const row = await findAdjustment(db, id);
  if (!row) return refuse('NOT_FOUND');
  return row;
}

function reasonOrRefuse(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length === 0) refuse('REASON_REQUIRED');
  return trimmed;
}

export async function createAdjustment(
  context: StaffRequestContext,
  body: { memberId: number; currency: Currency; amount: string; reason: string },
): Promise<Adjustment> {
  const { db, clock } = context.services;
  const reason = reasonOrRefuse(body.reason);
  const amountMinor = parseMinor(body.amount, body.currency);
  if (amountMinor === null || amountMinor === 0n) refuse('INVALID_INPUT', { field: 'amount' });
  if (!(await findMemberById(db, body.memberId))) refuse('MEMBER_NOT_FOUND');
  const now = clock.now();
  const id = await inTransaction(db, async (tx) => {
    const created = await insertAdjustment(tx, {
      memberId: body.memberId,
      currency: body.currency,
      amountMinor,
      reason,
      makerStaffId: context.staff.staffId,
      makerUsername: context.staff.username,
      createdAt: now,
    });
    await recordAudit(tx, {
      staff: context.staff,
      action: 'adjustments/create',
      targetType: 'adjustment',
      targetId: created,
      reason,
      after: {
        memberId: body.memberId,
        currency: body.currency,
        amount: formatMinor(amountMinor, body.currency),
      },
      ip: context.ip,
      at: now,
    });
    return created;
  });
  return toAdjustment(await adjustmentOrRefuse(db, id));
}

export async function listAdjustments(
  context: StaffRequestContext,
  query: { status?: AdjustmentStatus | undefined; page: number },
): Promise<Paged<Adjustment>> {
  const { rows, total } = await findAdjustmentPage(context.services.db, query.status, query.page);
  return toPaged(rows.map(toAdjustment), query.page, total);
}

async function insertAdjustmentNotice(
  tx: Db,
  row: AdjustmentRow,
  currency: Currency,
  now: Date,
): Promise<void> {
  const money = `${currency} ${formatMinor(row.amountMinor, currency)}`;
  await tx.insert(notices).values({
    memberId: row.memberId,
    title: {
      en: 'Balance adjusted',
      zh: '餘額已調整',
      ch: '余额已调整',
      ml: 'Baki diselaraskan',
      ja: '残高が調整されました',
      ko: '잔액이 조정되었습니다',
    },
    content: {
      en: `Your available balance was adjusted by ${money}. See your fund records for details.`,
      zh: `您的可用餘額已調整 ${money}，詳情請查看資金記錄。`,
      ch: `您的可用余额已调整 ${money}，详情请查看资金记录。`,
      ml: `Baki tersedia anda telah diselaraskan sebanyak ${money}. Lihat rekod dana anda untuk butiran.`,
      ja: `利用可能残高が ${money} 調整されました。詳細は資金記録をご覧ください。`,
      ko: `사용 가능 잔액이 ${money} 만큼 조정되었습니다. 자세한 내용은 자금 기록을 확인하세요.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}

export async function approveAdjustment(
  context: StaffRequestContext,
  body: { id: number },
): Promise<Adjustment> {
  const { db, clock } = context.services;
  const row = await adjustmentOrRefuse(db, body.id);
  if (row.status !== 'pending') refuse('ADJUSTMENT_NOT_PENDING');
  if (row.makerStaffId === context.staff.staffId) refuse('MAKER_CANNOT_APPROVE');
  const currency = row.currency;
  if (!isCurrency(currency)) throw new Error(`adjustment ${row.id} has an unknown currency`);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const decided = await decidePendingAdjustment(tx, row.id, {
      status: 'approved',
      checkerStaffId: context.staff.staffId,
      checkerUsername: context.staff.username,
      rejectReason: null,
      decidedAt: now,
    });
    if (!decided) refuse('ADJUSTMENT_NOT_PENDING');
    const entryId = await postEntry(
      tx,
      {
        type: 'adjustment',
        memberId: row.memberId,
        referenceType: 'adjustment',
        referenceId: String(row.id),
        memo: row.reason,
        postings: [
          {
            account: { memberId: row.memberId, bucket: 'available' },
            currency,
            amountMinor: row.amountMinor,
          },
          { account: { house: 'adjustments' }, currency, amountMinor: -row.amountMinor },
        ],
        insufficientCode: 'INSUFFICIENT_BALANCE',
      },
      now,
    );
    await setAdjustmentEntry(tx, row.id, entryId);
    await insertAdjustmentNotice(tx, row, currency, now);
    await recordAudit(tx, {
      staff: context.staff,
      action: 'adjustments/approve',
      targetType: 'adjustment',
      targetId: row.id,
      before: { status: 'pending' },
      after: { status: 'approved', entryId },
      ip: context.ip,
      at: now,
    });
  });
  return toAdjustment(await adjustmentOrRefuse(db, row.id));
}

export async function rejectAdjustment(
  context: StaffRequestContext,
  body: { id: number; reason: string },
): Promise<Adjustment> {
  const { db, clock } = context.services;
  const reason = reasonOrRefuse(body.reason);
  const row = await adjustmentOrRefuse(db, body.id);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const decided = await decidePendingAdjustment(tx, row.id, {
      status: 'rejected',
      checkerStaffId: context.staff.staffId,
      checkerUsername: context.staff.username,
      rejectReason: reason,
      decidedAt: now,
    });
    if (!decided) refuse('ADJUSTMENT_NOT_PENDING');
    await recordAudit(tx, {
      staff: context.staff,
      action: 'adjustments/reject',
      targetType: 'adjustment',
      targetId: row.id,
      reason,
      before: { status: 'pending' },
      after: { status: 'rejected' },
      ip: context.ip,
      at: now,
    });
  });
  return toAdjustment(await adjustmentOrRefuse(db, row.id));
}

async function assertMemberExists(context: StaffRequestContext, memberId: number): Promise<void> {
  if (!(await findMemberById(context.services.db, memberId))) refuse('MEMBER_NOT_FOUND');
}

export async function describeMemberBalances(context: StaffRequestContext, body: { id: number }) {
  await assertMemberExists(context, body.id);
  const buckets = await readMemberBuckets(context.services.db, body.id);
  const of = (currency: string, bucket: string) =>
    buckets.find((row) => row.currency === currency && row.bucket === bucket)?.balanceMinor ?? 0n;
  return {
    byCurrency: CURRENCIES.map((currency) => ({
      currency,
      available: formatMinor(of(currency, 'available'), currency),
      frozen: formatMinor(of(currency, 'frozen'), currency),
      margin: formatMinor(of(currency, 'margin'), currency),
    })),
  };
}

export async function listMemberJournal(
  context: StaffRequestContext,
  body: { id: number; page: number },
): Promise<Paged<JournalEntry>> {
  await assertMemberExists(context, body.id);
  const { rows, total } = await findJournalPage(context.services.db, { memberId: body.id }, body.page);
  return toPaged(rows.map(toJournalEntry), body.page, total);
}
