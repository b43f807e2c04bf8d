// Staff management of markets and instruments. Every rule a market or instrument must satisfy is the
// domain's (marketRulesProblem, instrumentProblem); a broken one is refused with INVALID_INPUT
// naming the field. Every change is audited in the transaction that makes it. Instrument writes run in
// inTransaction, so the read caches of the instrument (market/candles, market/detail reads) are
// dropped once the write has committed, never before nor after a rollback.
import type {
  AdminInstrument,
  AdminMarket,
  InstrumentInput,
  MarketHoliday,
  MarketSettings,
} from '@saham/contract/admin-markets';
import type { Paged } from '@saham/contract/envelope';
import {
  marketCapAt,
  symbolOf,
  type Instrument,
  type InstrumentStatus,
} from '@saham/domain/markets/instrument';
import { phaseAt } from '@saham/domain/markets/sessions';
import { MARKET_CODES, type MarketCode } from '@saham/domain/markets/types';
import {
  INSTRUMENT_CODE_PATTERN,
  instrumentProblem,
  marketRulesProblem,
} from '@saham/domain/markets/validate';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { recordAudit } from '../audit/service.ts';
import {
  countInstrumentsByMarket,
  deleteMarketHolidayRow,
  findCorporateActions,
  findInstrumentIdByCode,
  findInstrumentPage,
  findInstrumentRow,
  findMarketHolidays,
  findMarketHolidaysOn,
  findMarketRow,
  findMarketRows,
  insertInstruments,
  lockInstrumentRow,
  lockMarketRow,
  nextSortOrder,
  replaceCorporateActions,
  updateInstrumentRow,
  updateInstrumentStatus,
  updateMarketRow,
  upsertMarketHoliday,
  type InstrumentRow,
  type MarketRow,
} from './repo.ts';
import { marketAround, settingsOf } from './service.ts';

async function toAdminMarket(
  db: Db,
  row: MarketRow,
  now: Date,
  instrumentCount: number,
): Promise<AdminMarket> {
  return {
    ...settingsOf(row),
    code: row.code,
    phaseNow: phaseAt(await marketAround(db, row, now), now),
    instrumentCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function marketOrRefuse(db: Db, code: MarketCode): Promise<MarketRow> {
  const row = await findMarketRow(db, code);
  return row ?? refuse('NOT_FOUND');
}

export async function listMarkets(context: StaffRequestContext): Promise<AdminMarket[]> {
  const { db, clock } = context.services;
  const [rows, counts] = await Promise.all([findMarketRows(db), countInstrumentsByMarket(db)]);
  const now = clock.now();
  const ordered = MARKET_CODES.flatMap((code) => rows.filter((row) => row.code === code));
  return Promise.all(ordered.map((row) => toAdminMarket(db, row, now, counts.get(row.code) ?? 0)));
}

export async function getMarket(context: StaffRequestContext, code: MarketCode): Promise<AdminMarket> {
  const { db, clock } = context.services;
  const row = await marketOrRefuse(db, code);
  const counts = await countInstrumentsByMarket(db);
  return toAdminMarket(db, row, clock.now(), counts.get(code) ?? 0);
}

export async function updateMarket(
  context: StaffRequestContext,
  request: { code: MarketCode; settings: MarketSettings },
): Promise<AdminMarket> {
  const { settings } = request;
  const problem = marketRulesProblem({ ...settings, holidays: [] });
  if (problem !== null) refuse('INVALID_INPUT', { field: problem });
  const { services, staff } = context;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const current = await lockMarketRow(tx, request.code);
    if (!current) return refuse('NOT_FOUND');
    // A date is a holiday or a half day, not both.
    const clashes = await findMarketHolidaysOn(
      tx,
      request.code,
      settings.halfDays.map((day) => day.date),
    );
    if (clashes.length > 0) refuse('INVALID_INPUT', { field: 'halfDays' });
    await updateMarketRow(tx, request.code, settings, now);
    await recordAudit(tx, {
      staff,
      action: 'markets/update',
      targetType: 'market',
      targetId: request.code,
      before: settingsOf(current),
      after: settings,
      ip: context.ip,
      at: now,
    });
  });
  return getMarket(context, request.code);
}

export async function listMarketHolidays(
  context: StaffRequestContext,
  request: { code: MarketCode; year: number },
): Promise<MarketHoliday[]> {
  const { db } = context.services;
  await marketOrRefuse(db, request.code);
  return findMarketHolidays(db, request.code, `${request.year}-01-01`, `${request.year}-12-31`);
}

export async function saveMarketHoliday(
  context: StaffRequestContext,
  request: { code: MarketCode; date: string; name: string },
): Promise<MarketHoliday> {
  const name = request.name.trim();
  if (name === '') refuse('FIELD_REQUIRED', { field: 'name' });
  const { services, staff } = context;
  const now = services.clock.now();
  const holiday = { date: request.date, name };
  await services.db.transaction(async (tx) => {
    const market = await lockMarketRow(tx, request.code);
    if (!market) return refuse('NOT_FOUND');
    // A date is a holiday or a half day, not both.
    if (market.halfDays.some((day) => day.date === request.date)) refuse('INVALID_INPUT', { field: 'date' });
    const [before] = await findMarketHolidays(tx, request.code, request.date, request.date);
    await upsertMarketHoliday(tx, request.code, holiday);
    await recordAudit(tx, {
      staff,
      action: 'markets/saveHoliday',
      targetType: 'market_holiday',
      targetId: `${request.code}:${request.date}`,
      before: before ?? null,
      after: holiday,
      ip: context.ip,
      at: now,
    });
  });
  return holiday;
}

export async function deleteMarketHoliday(
  context: StaffRequestContext,
  request: { code: MarketCode; date: string },
): Promise<null> {
  const { services, staff } = context;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const removed = await deleteMarketHolidayRow(tx, request.code, request.date);
    if (!removed) return refuse('NOT_FOUND');
    await recordAudit(tx, {
      staff,
      action: 'markets/deleteHoliday',
      targetType: 'market_holiday',
      targetId: `${request.code}:${request.date}`,
      before: removed,
      ip: context.ip,
      at: now,
    });
  });
  return null;
}

function toAdminInstrument(row: InstrumentRow, actions: Instrument['corporateActions']): AdminInstrument {
  return {
    id: row.id,
    market: row.market,
    code: row.code,
    symbol: row.symbol,
    names: row.names,
    assetClass: row.assetClass,
    tab: row.tab,
    currency: row.currency,
    lotSize: row.lotSize,
    tickTable: row.tickTable,
    prevClose: row.prevClose,
    profile: {
      sector: row.sector,
      description: row.description,
      sharesOutstanding: row.sharesOutstanding,
      peRatio: row.peRatio,
      dividendYield: row.dividendYield,
    },
    corporateActions: [...actions],
    status: row.status,
    statusReason: row.statusReason,
    marketCap: marketCapAt(row.prevClose, row.sharesOutstanding),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function instrumentOrRefuse(db: Db, id: number): Promise<AdminInstrument> {
  const row = await findInstrumentRow(db, id);
  if (!row) return refuse('NOT_FOUND');
  const actions = await findCorporateActions(db, [id]);
  return toAdminInstrument(row, actions.get(id) ?? []);
}

export async function listInstruments(
  context: StaffRequestContext,
  request: {
    page: number;
    search?: string | undefined;
    market?: MarketCode | undefined;
    status?: InstrumentStatus | undefined;
  },
): Promise<Paged<AdminInstrument>> {
  const { db } = context.services;
  const { rows, total } = await findInstrumentPage(db, request, request.page);
  const actions = await findCorporateActions(
    db,
    rows.map((row) => row.id),
  );
  return toPaged(
    rows.map((row) => toAdminInstrument(row, actions.get(row.id) ?? [])),
    request.page,
    total,
  );
}

/** The input checked against its market's rules; refuses with the field at fault. */
async function checkInstrument(db: Db, market: MarketCode, input: InstrumentInput): Promise<InstrumentInput> {
  const marketRow = await marketOrRefuse(db, market);
  const cleaned: InstrumentInput = {
    ...input,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the key type; the keys come from a LocalizedName
    names: Object.fromEntries(
      Object.entries(input.names)
        .map(([language, name]) => [language, name?.trim() ?? ''])
        .filter(([, name]) => name !== ''),
    ) as InstrumentInput['names'],
    profile: { ...input.profile, description: input.profile.description?.trim() || null },
  };
  const problem = instrumentProblem(marketRow, cleaned);
  if (problem !== null) refuse('INVALID_INPUT', { field: problem });
  return cleaned;
}

export async function createInstrument(
  context: StaffRequestContext,
  request: InstrumentInput & { market: MarketCode; code: string },
): Promise<AdminInstrument> {
  const code = request.code.trim().toUpperCase();
  if (code === '') refuse('FIELD_REQUIRED', { field: 'code' });
  if (!INSTRUMENT_CODE_PATTERN.test(code)) refuse('INVALID_INPUT', { field: 'code' });
  const { services, staff } = context;
  const input = await checkInstrument(services.db, request.market, request);
  const now = services.clock.now();
  const symbol = symbolOf(request.market, code);
  let id: number;
  try {
    id = await inTransaction(services.db, async (tx) => {
      if ((await findInstrumentIdByCode(tx, request.market, code)) !== null) refuse('INSTRUMENT_EXISTS');
      const sortOrder = await nextSortOrder(tx, request.market);
      const added = await insertInstruments(
        tx,
        [{ ...input, market: request.market, code, symbol, sortOrder }],
        now,
      );
      const newId = added.get(symbol);
      if (newId === undefined) return refuse('INSTRUMENT_EXISTS');
      await replaceCorporateActions(tx, newId, input.corporateActions);
      await recordAudit(tx, {
        staff,
        action: 'instruments/create',
        targetType: 'instrument',
        targetId: newId,
        after: { market: request.market, code, ...input },
        ip: context.ip,
        at: now,
      });
      return newId;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) refuse('INSTRUMENT_EXISTS');
    throw error;
  }
  return instrumentOrRefuse(services.db, id);
}

export async function updateInstrument(
  context: StaffRequestContext,
  request: InstrumentInput & { id: number },
): Promise<AdminInstrument> {
  const { services, staff } = context;
  const existing = await findInstrumentRow(services.db, request.id);
  if (!existing) return refuse('NOT_FOUND');
  const input = await checkInstrument(services.db, existing.market, request);
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const current = await lockInstrumentRow(tx, request.id);
    if (!current) return refuse('NOT_FOUND');
    const before = toAdminInstrument(
      current,
      (await findCorporateActions(tx, [current.id])).get(current.id) ?? [],
    );
    await updateInstrumentRow(tx, current, input, now);
    await replaceCorporateActions(tx, current.id, input.corporateActions);
    await recordAudit(tx, {
      staff,
      action: 'instruments/update',
      targetType: 'instrument',
      targetId: current.id,
      before,
      after: input,
      ip: context.ip,
      at: now,
    });
  });
  return instrumentOrRefuse(services.db, request.id);
}

export async function setInstrumentStatus(
  context: StaffRequestContext,
  request: { id: number; status: InstrumentStatus; reason: string },
): Promise<AdminInstrument> {
  const reason = request.reason.trim();
  if (reason === '') refuse('REASON_REQUIRED');
  const { services, staff } = context;
  const now = services.clock.now();
  await inTransaction(services.db, async (tx) => {
    const current = await lockInstrumentRow(tx, request.id);
    if (!current) return refuse('NOT_FOUND');
    await updateInstrumentStatus(tx, request.id, request.status, reason, now);
    await recordAudit(tx, {
      staff,
      action: 'instruments/setStatus',
      targetType: 'instrument',
      targetId: request.id,
      reason,
      before: { status: current.status },
      after: { status: request.status },
      ip: context.ip,
      at: now,
    });
  });
  return instrumentOrRefuse(services.db, request.id);
}
