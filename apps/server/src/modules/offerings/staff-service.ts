// New-share offerings in the back office (issue 17 §1): the list and one offering's figures (bands,
// oversubscription, ballot, refunds paid, and the ledger's escrow beside what applications hold),
// creating and changing an offering, moving it along its lifecycle (lifecycle.ts; audited), its
// applications and their CSV. Also the schedule the job runs: each step due by the clock, once.
import type { Paged } from '@saham/contract/envelope';
import type { AdminApplication, AdminOffering, OfferingInput } from '@saham/contract/offerings';
import type { Currency } from '@saham/domain/currencies';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import type { MarketCode } from '@saham/domain/markets/types';
import { symbolOf } from '@saham/domain/markets/instrument';
import { parseMinor } from '@saham/domain/money';
import { newSeed, seedHashOf } from '@saham/domain/new-shares/ballot';
import {
  amountMinor,
  type ApplicationState,
  type OfferingAction,
  type OfferingState,
  type OfferingType,
} from '@saham/domain/new-shares/offerings';
import type { Db } from '../../db/client.ts';
import { toPaged } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { refuse } from '../../http/business-error.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { recordAudit } from '../audit/service.ts';
import {
  findInstrumentIdByCode,
  insertInstruments,
  loadMarket,
  nextSortOrder,
  updateInstrumentStatus,
} from '../markets/service.ts';
import { findInstrumentsByIds } from '../trading/for-other-modules.ts';
import {
  allotOffering,
  BALLOT_CHUNK,
  BALLOT_PAUSE_MILLISECONDS,
  drawOffering,
  publishResults,
  settleDrawn,
  closeOffering,
  forfeitUnpaid,
  listOffering,
  openOffering,
  priceOffering,
  stopOffering,
  type StepOutcome,
} from './lifecycle.ts';
import { money, shares, toApplication } from './mapping.ts';
import {
  findOffering,
  findOfferingsInStates,
  findStaffApplicationPage,
  findStaffOfferingPage,
  insertOffering,
  readEscrowMinor,
  readTotals,
  recordSystemAudit,
  updateOffering,
  applicationStateWhere,
  type NewOffering,
  type OfferingRow,
} from './repo.ts';
import { detailOf } from './service.ts';

export async function adminOfferingOf(db: Db, row: OfferingRow, now: Date): Promise<AdminOffering> {
  const [detail, totals, escrow] = await Promise.all([
    detailOf(db, row, null, now),
    readTotals(db, [row.id]),
    readEscrowMinor(db, row.id),
  ]);
  const { myApplications, myEntitlement, myApplicationsLeft, available, ...shared } = detail;
  void myApplications;
  void myEntitlement;
  void myApplicationsLeft;
  void available;
  const total = totals.get(row.id);
  const price = row.applicationPrice ?? row.issuePrice ?? row.priceHigh ?? '0';
  return {
    ...shared,
    subscribedAmount: money(
      amountMinor(row.currency, price, shares(total?.subscribedQuantity ?? '0')),
      row.currency,
    ),
    escrow: money(escrow, row.currency),
    frozen: money(total?.frozenMinor ?? 0n, row.currency),
    refundsPaid: money(total?.refundedMinor ?? 0n, row.currency),
    converted: money(total?.convertedMinor ?? 0n, row.currency),
    feesCharged: money(total?.feesChargedMinor ?? 0n, row.currency),
    ballotMode: row.ballotMode,
    ballot: shared.ballot,
    awaitingPayment: total?.awaitingPayment ?? 0,
    reserveLeft: total?.reserveLeft ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listStaffOfferings(
  context: StaffRequestContext,
  request: {
    page: number;
    type?: OfferingType | undefined;
    state?: OfferingState | undefined;
    search?: string | undefined;
  },
): Promise<Paged<AdminOffering>> {
  const { db, clock } = context.services;
  const { rows, total } = await findStaffOfferingPage(
    db,
    { type: request.type, states: request.state ? [request.state] : undefined, search: request.search },
    request.page,
  );
  const now = clock.now();
  return toPaged(await Promise.all(rows.map((row) => adminOfferingOf(db, row, now))), request.page, total);
}

export async function staffOfferingDetail(context: StaffRequestContext, id: number): Promise<AdminOffering> {
  const { db, clock } = context.services;
  const row = await findOffering(db, id);
  if (!row) return refuse('OFFERING_NOT_FOUND');
  return adminOfferingOf(db, row, clock.now());
}

// ---- Create and update ----

function invalid(field: string): never {
  return refuse('OFFERING_INVALID', { field });
}

function positiveDecimal(text: string | undefined, field: string): string {
  const value = text?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(value) || decimal(value) <= 0n) return invalid(field);
  return formatDecimal(decimal(value));
}

function wholePositive(text: string | undefined, field: string): string {
  const value = text?.trim() ?? '';
  if (!/^\d+$/.test(value) || BigInt(value) <= 0n) return invalid(field);
  return BigInt(value).toString();
}

function minorOf(text: string | undefined, currency: Currency, field: string): bigint {
  const minor = parseMinor(text?.trim() ?? '0', currency);
  if (minor === null || minor < 0n) return invalid(field);
  return minor;
}

function timeOf(text: string | undefined): Date | null {
  return text === undefined || text === '' ? null : new Date(text);
}

type ParsedInput = Omit<
  OfferingInput,
  | 'lotSize'
  | 'minInvestment'
  | 'perMemberLimit'
  | 'tiers'
  | 'fee'
  | 'feeOnSuccessOnly'
  | 'ballotMode'
  | 'lockDays'
  | 'prospectus'
> &
  Required<
    Pick<
      OfferingInput,
      | 'lotSize'
      | 'minInvestment'
      | 'perMemberLimit'
      | 'tiers'
      | 'fee'
      | 'feeOnSuccessOnly'
      | 'ballotMode'
      | 'lockDays'
      | 'prospectus'
    >
  >;

/** The columns an input sets (everything but the instrument, the state and the ballot). */
function columnsOf(
  input: ParsedInput,
  currency: Currency,
): Omit<
  NewOffering,
  | 'instrumentId'
  | 'symbol'
  | 'market'
  | 'currency'
  | 'state'
  | 'seed'
  | 'seedHash'
  | 'createdAt'
  | 'updatedAt'
> {
  const type = input.type;
  const isBookBuilding = type === 'jp_bookbuilding';
  const applicationPrice = isBookBuilding
    ? null
    : positiveDecimal(input.applicationPrice, 'applicationPrice');
  const priceLow = isBookBuilding ? positiveDecimal(input.priceLow, 'priceLow') : null;
  const priceHigh = isBookBuilding ? positiveDecimal(input.priceHigh, 'priceHigh') : null;
  if (priceLow !== null && priceHigh !== null && decimal(priceLow) > decimal(priceHigh)) invalid('priceHigh');
  const lotSize = wholePositive(input.lotSize, 'lotSize');
  const quantityOffered = wholePositive(input.quantityOffered, 'quantityOffered');
  const minQuantity =
    input.minQuantity === undefined || input.minQuantity === ''
      ? type === 'rights'
        ? '1'
        : lotSize
      : wholePositive(input.minQuantity, 'minQuantity');
  const maxQuantity =
    input.maxQuantity === undefined || input.maxQuantity === ''
      ? null
      : wholePositive(input.maxQuantity, 'maxQuantity');
  if (maxQuantity !== null && BigInt(maxQuantity) < BigInt(minQuantity)) invalid('maxQuantity');
  const opensAt = timeOf(input.opensAt);
  const closesAt = timeOf(input.closesAt);
  if (opensAt === null || closesAt === null || closesAt <= opensAt) return invalid('closesAt');
  const drawAt = timeOf(input.drawAt);
  const allotmentAt = timeOf(input.allotmentAt);
  const listingAt = timeOf(input.listingAt);
  const paymentDeadline = timeOf(input.paymentDeadline);
  if (drawAt !== null && drawAt < closesAt) invalid('drawAt');
  if (allotmentAt !== null && drawAt !== null && allotmentAt < drawAt) invalid('allotmentAt');
  if (listingAt !== null && listingAt < closesAt) invalid('listingAt');
  if (isBookBuilding && paymentDeadline !== null && drawAt !== null && paymentDeadline <= drawAt) {
    invalid('paymentDeadline');
  }
  if (type === 'rights' && input.entitlementRatio === undefined) invalid('entitlementRatio');
  if (
    input.entitlementRatio &&
    (input.entitlementRatio.newShares < 1 || input.entitlementRatio.heldShares < 1)
  ) {
    invalid('entitlementRatio');
  }
  const tiers = [...input.tiers]
    .map((tier) => ({ names: tier.names, minAmountMinor: minorOf(tier.minAmount, currency, 'tiers') }))
    .sort((a, b) => (a.minAmountMinor > b.minAmountMinor ? -1 : a.minAmountMinor < b.minAmountMinor ? 1 : 0))
    .map((tier, index) => ({
      rank: index + 1,
      names: { en: tier.names.en ?? `Tier ${index + 1}`, ...tier.names },
      minAmountMinor: tier.minAmountMinor.toString(),
    }));
  return {
    type,
    leadUnderwriter: input.leadUnderwriter.trim(),
    applicationPrice,
    priceLow,
    priceHigh,
    lotSize,
    minQuantity,
    maxQuantity,
    minInvestmentMinor: minorOf(input.minInvestment, currency, 'minInvestment'),
    perMemberLimit: input.perMemberLimit,
    quantityOffered,
    tiers: type === 'placement' ? tiers : [],
    entitlementNew: type === 'rights' ? (input.entitlementRatio?.newShares ?? null) : null,
    entitlementHeld: type === 'rights' ? (input.entitlementRatio?.heldShares ?? null) : null,
    entitlementAt: type === 'rights' ? (timeOf(input.entitlementAt) ?? opensAt) : null,
    opensAt,
    closesAt,
    drawAt,
    allotmentAt,
    listingAt,
    paymentDeadline: isBookBuilding ? paymentDeadline : null,
    feeMinor: minorOf(input.fee, currency, 'fee'),
    feeOnSuccessOnly: input.feeOnSuccessOnly,
    ballotMode: input.ballotMode,
    lockDays: input.lockDays,
    prospectus: { ...input.prospectus },
  };
}

interface InstrumentChoice {
  instrumentId: number;
  symbol: string;
  market: MarketCode;
  currency: Currency;
}

/** The offering's instrument: an existing one, or a new one created unlisted in the issuing market. */
async function instrumentFor(
  tx: Db,
  input: ParsedInput,
  prevClose: string,
  now: Date,
): Promise<InstrumentChoice> {
  const market = await loadMarket(tx, input.market, now);
  if (!market) return invalid('market');
  if (input.instrumentId !== undefined) {
    const instrument = (await findInstrumentsByIds(tx, [input.instrumentId])).get(input.instrumentId);
    if (!instrument) return refuse('INSTRUMENT_NOT_FOUND');
    return {
      instrumentId: instrument.id,
      symbol: instrument.symbol,
      market: instrument.market,
      currency: market.currency,
    };
  }
  const fresh = input.newInstrument;
  if (!fresh) return invalid('instrumentId');
  const code = fresh.code.trim().toUpperCase();
  if (!/^[A-Z0-9.]{1,20}$/.test(code)) return invalid('newInstrument.code');
  if ((await findInstrumentIdByCode(tx, input.market, code)) !== null) return refuse('INSTRUMENT_EXISTS');
  const symbol = symbolOf(input.market, code);
  const names = { en: fresh.names.en ?? code, ...fresh.names };
  const added = await insertInstruments(
    tx,
    [
      {
        market: input.market,
        code,
        symbol,
        names,
        assetClass: 'stock',
        tab: 'subscription',
        currency: market.currency,
        lotSize: null,
        tickTable: null,
        prevClose,
        profile: {
          sector: null,
          description: null,
          sharesOutstanding: null,
          peRatio: null,
          dividendYield: null,
        },
        corporateActions: [],
        sortOrder: await nextSortOrder(tx, input.market),
      },
    ],
    now,
  );
  const id = added.get(symbol);
  if (id === undefined) return refuse('INSTRUMENT_EXISTS');
  await updateInstrumentStatus(tx, id, 'unlisted', 'new share offering', now);
  return { instrumentId: id, symbol, market: input.market, currency: market.currency };
}

export async function createOffering(
  context: StaffRequestContext,
  input: ParsedInput,
): Promise<AdminOffering> {
  const { db, clock } = context.services;
  const now = clock.now();
  const seed = newSeed();
  let row: OfferingRow;
  try {
    row = await inTransaction(db, async (tx) => {
      const market = await loadMarket(tx, input.market, now);
      if (!market) return invalid('market');
      // Checked before anything is written: a new instrument starts from the (checked) offer price.
      const checked = columnsOf(input, market.currency);
      const prevClose = checked.applicationPrice ?? checked.priceHigh ?? '1';
      const instrument = await instrumentFor(tx, input, prevClose, now);
      const columns =
        instrument.currency === market.currency ? checked : columnsOf(input, instrument.currency);
      const created = await insertOffering(tx, {
        ...columns,
        ...instrument,
        state: 'announced',
        seed,
        seedHash: seedHashOf(seed),
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        staff: context.staff,
        action: 'offerings/create',
        targetType: 'offering',
        targetId: created.id,
        after: {
          ...columns,
          minInvestmentMinor: String(columns.minInvestmentMinor),
          feeMinor: String(columns.feeMinor),
          symbol: instrument.symbol,
          seedHash: created.seedHash,
        },
        ip: context.ip,
        at: now,
      });
      return created;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) refuse('INSTRUMENT_EXISTS');
    throw error;
  }
  return adminOfferingOf(db, row, now);
}

export async function updateOfferingFields(
  context: StaffRequestContext,
  input: ParsedInput & { id: number },
): Promise<AdminOffering> {
  const { db, clock } = context.services;
  const now = clock.now();
  const row = await inTransaction(db, async (tx) => {
    const current = await findOffering(tx, input.id, 'update');
    if (!current) return refuse('OFFERING_NOT_FOUND');
    if (current.state !== 'announced' && current.state !== 'postponed') {
      refuse('OFFERING_STATE_INVALID', { state: current.state });
    }
    if (input.type !== current.type) invalid('type');
    const columns = columnsOf(input, current.currency);
    const updated = await updateOffering(tx, current.id, { ...columns, updatedAt: now });
    await recordAudit(tx, {
      staff: context.staff,
      action: 'offerings/update',
      targetType: 'offering',
      targetId: current.id,
      before: {
        opensAt: current.opensAt,
        closesAt: current.closesAt,
        quantityOffered: current.quantityOffered,
      },
      after: {
        opensAt: updated.opensAt,
        closesAt: updated.closesAt,
        quantityOffered: updated.quantityOffered,
      },
      ip: context.ip,
      at: now,
    });
    return updated;
  });
  return adminOfferingOf(db, row, now);
}

// ---- Lifecycle ----

/** Runs one lifecycle action but the ballot (runBallot) on the locked offering. */
async function runAction(
  tx: Db,
  offering: OfferingRow,
  action: Exclude<OfferingAction, 'ballot'>,
  options: { issuePrice?: string | undefined; refundFees?: boolean | undefined },
  now: Date,
): Promise<StepOutcome> {
  switch (action) {
    case 'open':
      return openOffering(tx, offering, now);
    case 'close':
      return closeOffering(tx, offering, now);
    case 'price':
      return priceOffering(tx, offering, options, now);
    case 'allot':
      return allotOffering(tx, offering, now);
    case 'list':
      return listOffering(tx, offering, now);
    case 'postpone':
    case 'withdraw':
      return stopOffering(tx, offering, action, options, now);
  }
}

export async function transitionOffering(
  context: StaffRequestContext,
  request: {
    id: number;
    action: OfferingAction;
    issuePrice?: string | undefined;
    refundFees: boolean;
    reason: string;
  },
): Promise<AdminOffering> {
  const { db, clock, dbKind } = context.services;
  const now = clock.now();
  const audit = (tx: Db, offering: OfferingRow, outcome: StepOutcome) =>
    recordAudit(tx, {
      staff: context.staff,
      action: `offerings/${request.action}`,
      targetType: 'offering',
      targetId: offering.id,
      reason: request.reason.trim() === '' ? null : request.reason.trim(),
      before: outcome.before,
      after: outcome.after,
      ip: context.ip,
      at: now,
    });
  const { action } = request;
  const row =
    action === 'ballot'
      ? await runBallot(db, request.id, BALLOT_CHUNK[dbKind], now, audit)
      : await inTransaction(db, async (tx) => {
          const offering = await findOffering(tx, request.id, 'update');
          if (!offering) return refuse('OFFERING_NOT_FOUND');
          const outcome = await runAction(tx, offering, action, request, now);
          await audit(tx, offering, outcome);
          return outcome.offering;
        });
  return adminOfferingOf(db, row, now);
}

/**
 * The ballot in short transactions, each on the offering's row locked FOR UPDATE and read again: the
 * draw (drawOffering), the drawn applications settled `chunk` at a time (settleDrawn), then the
 * results published (publishResults) with `audit` in the same transaction. Two runners at once (two
 * staff, staff and the schedule) settle in turn and the results are published once; one stopped by a
 * crash is taken up by the next run, which finds the draw fixed and settles what is left.
 */
export async function runBallot(
  db: Db,
  offeringId: number,
  chunk: number,
  now: Date,
  audit: (tx: Db, offering: OfferingRow, outcome: StepOutcome) => Promise<unknown>,
): Promise<OfferingRow> {
  const locked = async (tx: Db) =>
    (await findOffering(tx, offeringId, 'update')) ?? refuse('OFFERING_NOT_FOUND');
  await inTransaction(db, async (tx) => drawOffering(tx, await locked(tx), now));
  let afterId = 0;
  for (;;) {
    const step = await inTransaction(db, async (tx) => {
      const offering = await locked(tx);
      // Published meanwhile by another runner (or the offering stopped): nothing left to do.
      if (offering.state !== 'priced' || offering.drawFixedAt === null) return { offering, lastId: null };
      const lastId = await settleDrawn(tx, offering, { afterId, limit: chunk }, now);
      if (lastId !== null) return { offering, lastId };
      const outcome = await publishResults(tx, offering, now);
      await audit(tx, offering, outcome);
      return { offering: outcome.offering, lastId: null };
    });
    if (step.lastId === null) return step.offering;
    afterId = step.lastId;
    // Lets what waits run (on PGlite a chain of queries never leaves the microtasks).
    await new Promise((resolve) => setTimeout(resolve, BALLOT_PAUSE_MILLISECONDS));
  }
}

// ---- Applications ----

export async function listOfferingApplications(
  context: StaffRequestContext,
  request: {
    offeringId: number;
    state?: ApplicationState | undefined;
    account?: string | undefined;
    page: number;
  },
): Promise<Paged<AdminApplication>> {
  const { db } = context.services;
  const offering = await findOffering(db, request.offeringId);
  if (!offering) return refuse('OFFERING_NOT_FOUND');
  const { rows, total } = await findStaffApplicationPage(
    db,
    { offeringId: offering.id, where: applicationStateWhere(request.state), account: request.account },
    request.page,
  );
  const names = await namesFor(db, offering);
  return toPaged(
    rows.map(({ application, account }) => ({
      ...toApplication(application, offering, names),
      memberId: application.memberId,
      memberAccount: account,
    })),
    request.page,
    total,
  );
}

async function namesFor(db: Db, offering: OfferingRow): Promise<Record<string, string>> {
  const instrument = (await findInstrumentsByIds(db, [offering.instrumentId])).get(offering.instrumentId);
  return instrument ? { ...instrument.names } : { en: offering.symbol };
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_COLUMNS = [
  'id',
  'member_id',
  'account',
  'state',
  'quantity',
  'excess_quantity',
  'bid_price',
  'price',
  'allotted_quantity',
  'currency',
  'frozen',
  'fee',
  'refunded',
  'converted',
  'reserve_rank',
  'tier_rank',
  'created_at',
] as const;

export async function exportOfferingApplications(
  context: StaffRequestContext,
  offeringId: number,
): Promise<{ filename: string; csv: string }> {
  const { db } = context.services;
  const offering = await findOffering(db, offeringId);
  if (!offering) return refuse('OFFERING_NOT_FOUND');
  const { rows } = await findStaffApplicationPage(db, { offeringId: offering.id }, null);
  const currency = offering.currency;
  const lines = rows.map(({ application, account }) => {
    const view = toApplication(application, offering, {});
    return [
      application.id,
      application.memberId,
      account,
      view.state,
      view.quantity,
      view.excessQuantity,
      view.bidPrice,
      view.price,
      view.allottedQuantity,
      currency,
      view.frozenAmount,
      view.fee,
      view.refundedAmount,
      money(application.convertedMinor, currency),
      view.reserveRank,
      view.tierRank,
      view.createdAt,
    ]
      .map(csvCell)
      .join(',');
  });
  const code = offering.symbol.replace(':', '-');
  return {
    filename: `offering-${offering.id}-${code}-applications.csv`,
    csv: [CSV_COLUMNS.join(','), ...lines].join('\n') + '\n',
  };
}

// ---- The schedule (jobs/offerings-schedule.ts) ----

/** The step due for an offering at `now`, if any. */
function dueStep(offering: OfferingRow, now: Date): OfferingAction | 'forfeit' | null {
  switch (offering.state) {
    case 'announced':
      return now >= offering.opensAt ? 'open' : null;
    case 'open':
      return now >= offering.closesAt ? 'close' : null;
    case 'closed':
      // Pay-upfront offerings are priced at the application price on the draw date unless staff set
      // a lower price before; book-building waits for staff to set the offer price.
      return offering.type !== 'jp_bookbuilding' && offering.drawAt !== null && now >= offering.drawAt
        ? 'price'
        : null;
    case 'priced':
      // A ballot whose draw is fixed is being settled, or was stopped by a crash: it goes on at once.
      return offering.drawFixedAt !== null || offering.drawAt === null || now >= offering.drawAt
        ? 'ballot'
        : null;
    case 'balloted':
      if (offering.listingAt !== null && now >= offering.listingAt) return 'list';
      if (offering.allottedAt === null && offering.allotmentAt !== null && now >= offering.allotmentAt)
        return 'allot';
      return offering.type === 'jp_bookbuilding' ? 'forfeit' : null;
    case 'listed':
    case 'postponed':
    case 'withdrawn':
      return null;
  }
}

/**
 * Runs every step due, each in its own transaction on the locked offering whose state is read again
 * there: run twice, or by two processes, a step happens once. Answers the steps made.
 */
export async function runOfferingSchedule(
  db: Db,
  now: Date,
  ballotChunk: number = BALLOT_CHUNK.postgres,
): Promise<{ steps: number }> {
  let steps = 0;
  const candidates = await findOfferingsInStates(db, ['announced', 'open', 'closed', 'priced', 'balloted']);
  const audit = (step: string) => (tx: Db, offering: OfferingRow, outcome: StepOutcome) =>
    recordSystemAudit(tx, {
      action: `offerings/${step}`,
      targetId: offering.id,
      before: outcome.before,
      after: outcome.after,
      at: now,
    });
  for (const candidate of candidates) {
    for (let guard = 0; guard < 8; guard += 1) {
      const made = await inTransaction(db, async (tx) => {
        const offering = await findOffering(tx, candidate.id, 'update');
        if (!offering) return false;
        const step = dueStep(offering, now);
        // The ballot runs in transactions of its own, after this one.
        if (step === null || step === 'ballot') return step ?? false;
        const outcome =
          step === 'forfeit'
            ? await forfeitUnpaid(tx, offering, now)
            : await runAction(tx, offering, step, {}, now);
        if (outcome === null) return false;
        await audit(step)(tx, offering, outcome);
        return true;
      });
      if (made === 'ballot') {
        const published = await runBallot(db, candidate.id, ballotChunk, now, audit('ballot'));
        if (published.state !== 'balloted') break;
      } else if (!made) break;
      steps += 1;
    }
  }
  return { steps };
}
