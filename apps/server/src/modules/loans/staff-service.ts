// Staff calls of credit loans: the review queue with each member's standing; approving (the amount is
// credited through the ledger as `credit_loan`, the debt to loans_receivable; above the review amount
// a second staff member must approve) or rejecting with a reason; loan products; credit bands and the
// loan settings. Every change writes an audit record and, for a decision, the member's notice.
import type { Paged } from '@saham/contract/envelope';
import type { LoanProduct, LoanSettings, LoanStatus, StaffLoan } from '@saham/contract/loans';
import { areBandsValid, dueDateOf, formatPercent, parsePercent } from '@saham/domain/loans/rules';
import { malaysiaMoment } from '@saham/domain/malaysia-calendar';
import { parseMinor } from '@saham/domain/money';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../http/business-error.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { recordAudit } from '../audit/service.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { LOAN_CURRENCY, money, storedPercent, toLoan, toProduct } from './mapping.ts';
import { insertLoanDecisionNotice } from './notices.ts';
import {
  findProduct,
  findStaffLoanPage,
  findStaffLoanView,
  insertProduct,
  listProducts,
  lockLoan,
  readBands,
  readSettings,
  replaceBands,
  updateLoan,
  updateProduct,
  writeSettings,
  type LoanRow,
  type StaffLoanView,
} from './repo.ts';
import { readStanding } from './standing.ts';

async function toStaffLoan(db: Db, view: StaffLoanView): Promise<StaffLoan> {
  const standing = await readStanding(db, view.loan.memberId, view.creditScore);
  const settings = standing.settings;
  return {
    ...toLoan(view.loan),
    memberId: view.loan.memberId,
    memberAccount: view.memberAccount,
    memberName: view.memberName,
    creditScore: view.creditScore,
    memberLimit: money(standing.limitMinor),
    memberOutstanding: money(standing.outstandingMinor),
    memberAvailable: money(standing.availableMinor),
    firstApprovedBy: view.loan.firstApprovedBy,
    needsSecondApproval: view.loan.status === 'pending' && view.loan.amountMinor > settings.reviewAboveMinor,
    reviewedBy: view.loan.reviewedBy,
  };
}

async function staffLoanOf(db: Db, id: number): Promise<StaffLoan> {
  const view = await findStaffLoanView(db, id);
  if (!view) return refuse('NOT_FOUND');
  return toStaffLoan(db, view);
}

export async function listLoans(
  context: StaffRequestContext,
  request: { status?: LoanStatus | undefined; account?: string | undefined; page: number },
): Promise<Paged<StaffLoan>> {
  const { db } = context.services;
  const { rows, total } = await findStaffLoanPage(db, request, request.page);
  const items: StaffLoan[] = [];
  for (const row of rows) items.push(await toStaffLoan(db, row));
  return toPaged(items, request.page, total);
}

/** Credits the loan to the member: MYR available up, the debt to loans_receivable (the member's shard). */
async function borrow(tx: Db, loan: LoanRow, reviewer: string, now: Date): Promise<LoanRow> {
  const approvedDate = malaysiaMoment(now).date;
  const memberId = loan.memberId;
  await postEntry(
    tx,
    {
      type: 'credit_loan',
      memberId,
      referenceType: 'loan',
      referenceId: String(loan.id),
      postings: [
        {
          account: { memberId, bucket: 'available' },
          currency: LOAN_CURRENCY,
          amountMinor: loan.amountMinor,
        },
        {
          account: { house: 'loans_receivable', shardFor: memberId },
          currency: LOAN_CURRENCY,
          amountMinor: -loan.amountMinor,
        },
      ],
    },
    now,
  );
  return updateLoan(tx, loan.id, {
    status: 'approved',
    principalMinor: loan.amountMinor,
    approvedDate,
    dueDate: dueDateOf(approvedDate, loan.termDays),
    reviewedBy: reviewer,
    reviewedAt: now,
    approvedAt: now,
  });
}

export async function approveLoan(context: StaffRequestContext, request: { id: number }): Promise<StaffLoan> {
  const { db, clock } = context.services;
  const reviewer = context.staff.username;
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const loan = await lockLoan(tx, request.id);
    if (!loan) return refuse('NOT_FOUND');
    if (loan.status !== 'pending') return refuse('ORDER_STATE_INVALID');
    const settings = await readSettings(tx);
    const needsTwo = loan.amountMinor > settings.reviewAboveMinor;
    if (needsTwo && loan.firstApprovedBy === reviewer) return refuse('MAKER_CANNOT_APPROVE');
    const isFirstOfTwo = needsTwo && loan.firstApprovedBy === null;
    const after = isFirstOfTwo
      ? await updateLoan(tx, loan.id, { firstApprovedBy: reviewer })
      : await borrow(tx, loan, reviewer, now);
    if (!isFirstOfTwo) await insertLoanDecisionNotice(tx, after, null, now);
    await recordAudit(tx, {
      staff: context.staff,
      action: isFirstOfTwo ? 'loans/approveFirst' : 'loans/approve',
      targetType: 'loan',
      targetId: loan.id,
      reason: null,
      before: { status: loan.status, firstApprovedBy: loan.firstApprovedBy },
      after: { status: after.status, amount: money(loan.amountMinor), dueDate: after.dueDate },
      ip: context.ip,
      at: now,
    });
  });
  return staffLoanOf(db, request.id);
}

export async function rejectLoan(
  context: StaffRequestContext,
  request: { id: number; reason: string },
): Promise<StaffLoan> {
  const { db, clock } = context.services;
  const reason = request.reason.trim();
  if (reason === '') refuse('REASON_REQUIRED');
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const loan = await lockLoan(tx, request.id);
    if (!loan) return refuse('NOT_FOUND');
    if (loan.status !== 'pending') return refuse('ORDER_STATE_INVALID');
    const after = await updateLoan(tx, loan.id, {
      status: 'rejected',
      rejectReason: reason,
      reviewedBy: context.staff.username,
      reviewedAt: now,
    });
    await insertLoanDecisionNotice(tx, after, reason, now);
    await recordAudit(tx, {
      staff: context.staff,
      action: 'loans/reject',
      targetType: 'loan',
      targetId: loan.id,
      reason,
      before: { status: loan.status },
      after: { status: 'rejected' },
      ip: context.ip,
      at: now,
    });
  });
  return staffLoanOf(db, request.id);
}

export async function listLoanProducts(context: StaffRequestContext): Promise<LoanProduct[]> {
  return (await listProducts(context.services.db, { onlyEnabled: false })).map(toProduct);
}

function percentInput(text: string, field: string): string {
  const scaled = parsePercent(text);
  if (scaled === null || scaled > 100n * 10n ** 8n * 10n) return refuse('INVALID_INPUT', { field });
  return formatPercent(scaled);
}

export async function saveLoanProduct(
  context: StaffRequestContext,
  request: {
    id?: number | undefined;
    termDays: number;
    annualRate: string;
    penaltyAnnualRate: string;
    isEnabled: boolean;
  },
): Promise<LoanProduct> {
  const { db, clock } = context.services;
  const values = {
    termDays: request.termDays,
    annualRate: percentInput(request.annualRate, 'annualRate'),
    penaltyAnnualRate: percentInput(request.penaltyAnnualRate, 'penaltyAnnualRate'),
    isEnabled: request.isEnabled,
  };
  const now = clock.now();
  const saved = await inTransaction(db, async (tx) => {
    const before = request.id === undefined ? null : await findProduct(tx, request.id);
    if (request.id !== undefined && !before) return refuse('PRODUCT_NOT_FOUND');
    const row =
      request.id === undefined
        ? await insertProduct(tx, { ...values, createdAt: now, updatedAt: now })
        : await updateProduct(tx, request.id, { ...values, updatedAt: now });
    if (!row) return refuse('PRODUCT_NOT_FOUND');
    await recordAudit(tx, {
      staff: context.staff,
      action: 'loans/saveProduct',
      targetType: 'loan_product',
      targetId: row.id,
      reason: null,
      before: before ? toProduct(before) : null,
      after: toProduct(row),
      ip: context.ip,
      at: now,
    });
    return row;
  });
  return toProduct(saved);
}

async function settingsOf(db: Db): Promise<LoanSettings> {
  const [settings, bands] = await Promise.all([readSettings(db), readBands(db)]);
  return {
    bands: bands.map((band) => ({ minScore: band.minScore, limit: money(band.limitMinor) })),
    netAssetCapPercent:
      settings.netAssetCapPercent === null ? null : formatPercent(storedPercent(settings.netAssetCapPercent)),
    allowsSeveralLoans: settings.allowsSeveralLoans,
    reviewAbove: money(settings.reviewAboveMinor),
  };
}

export async function readLoanSettings(context: StaffRequestContext): Promise<LoanSettings> {
  return settingsOf(context.services.db);
}

/** A limit or review amount: zero allowed. */
function nonNegativeAmount(text: string, field: string): bigint {
  const minor = parseMinor(text.trim(), LOAN_CURRENCY);
  if (minor === null || minor < 0n) return refuse('INVALID_INPUT', { field });
  return minor;
}

export async function saveLoanSettings(
  context: StaffRequestContext,
  request: {
    bands: { minScore: number; limit: string }[];
    netAssetCapPercent: string | null;
    allowsSeveralLoans: boolean;
    reviewAbove: string;
  },
): Promise<LoanSettings> {
  const { db, clock } = context.services;
  const bands = request.bands.map((band) => ({
    minScore: band.minScore,
    limitMinor: nonNegativeAmount(band.limit, 'limit'),
  }));
  if (!areBandsValid(bands)) refuse('CREDIT_BANDS_INVALID');
  const cap = request.netAssetCapPercent?.trim() ?? '';
  const settings = {
    netAssetCapPercent: cap === '' ? null : percentInput(cap, 'netAssetCapPercent'),
    allowsSeveralLoans: request.allowsSeveralLoans,
    reviewAboveMinor: nonNegativeAmount(request.reviewAbove, 'reviewAbove'),
  };
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const before = await settingsOf(tx);
    await replaceBands(tx, bands);
    await writeSettings(tx, settings, now);
    await recordAudit(tx, {
      staff: context.staff,
      action: 'loans/saveCreditBands',
      targetType: 'loan_settings',
      targetId: 1,
      reason: null,
      before,
      after: await settingsOf(tx),
      ip: context.ip,
      at: now,
    });
  });
  return settingsOf(db);
}
