// The member calls of price alerts (issue 16 §5): create (at most MAX_ACTIVE_ALERTS active, decided
// under the member's row lock), list (ten a page, of one instrument or all) and delete. The engine's
// rounds fire them (alert-watch.ts, the job jobs/price-alerts.ts).
import type { ParsedRequestOf } from '@saham/contract/call';
import type { Paged } from '@saham/contract/envelope';
import type * as calls from '@saham/contract/alerts';
import type { PriceAlert } from '@saham/contract/alerts';
import {
  MAX_ACTIVE_ALERTS,
  MAX_CHANGE_PERCENT,
  parseAlertThreshold,
} from '@saham/domain/alerts/price-alerts';
import type { Language } from '@saham/domain/languages';
import { formatDecimal } from '@saham/domain/markets/decimal';
import { nameIn } from '@saham/domain/markets/instrument';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { toPaged } from '../../db/paging.ts';
import { publishAlertEvent } from './alert-watch.ts';
import { readerLanguage } from '../notices/service.ts';
import {
  countActiveAlerts,
  deleteAlert,
  findAlertInstrument,
  findAlertPage,
  insertAlert,
  lockAlertOwner,
  type AlertInstrument,
  type AlertRow,
} from './repo.ts';

function toPriceAlert(alert: AlertRow, instrument: AlertInstrument, language: Language): PriceAlert {
  return {
    id: alert.id,
    symbol: instrument.symbol,
    market: instrument.market,
    code: instrument.code,
    name: nameIn(instrument.names, language),
    kind: alert.kind,
    threshold: alert.threshold,
    status: alert.firedAt === null ? 'active' : 'fired',
    createdAt: alert.createdAt.toISOString(),
    firedAt: alert.firedAt?.toISOString() ?? null,
    firedPrice: alert.firedPrice,
  };
}

export async function createPriceAlert(
  body: ParsedRequestOf<typeof calls.createPriceAlert>,
  context: MemberOnlyContext,
): Promise<PriceAlert> {
  const { db, clock } = context.services;
  const { memberId } = context.session;
  const instrument = await findAlertInstrument(db, body.symbol);
  if (!instrument || instrument.status === 'unlisted') return refuse('INSTRUMENT_NOT_FOUND');
  const parsed = parseAlertThreshold(body.kind, body.threshold);
  if ('problem' in parsed) {
    return parsed.problem === 'percent'
      ? refuse('PRICE_ALERT_PERCENT_INVALID', { max: MAX_CHANGE_PERCENT })
      : refuse('PRICE_ALERT_LEVEL_INVALID');
  }
  const row = await db.transaction(async (tx) => {
    await lockAlertOwner(tx, memberId);
    if ((await countActiveAlerts(tx, memberId)) >= MAX_ACTIVE_ALERTS)
      refuse('PRICE_ALERT_LIMIT', { max: MAX_ACTIVE_ALERTS });
    return insertAlert(tx, {
      memberId,
      instrumentId: instrument.id,
      symbol: instrument.symbol,
      kind: body.kind,
      threshold: formatDecimal(parsed.threshold),
      now: clock.now(),
    });
  });
  publishAlertEvent(context.services, {
    op: 'add',
    alert: { id: row.id, memberId, symbol: row.symbol, kind: row.kind, threshold: row.threshold },
  });
  return toPriceAlert(row, instrument, await readerLanguage(context));
}

export async function listPriceAlerts(
  body: ParsedRequestOf<typeof calls.listPriceAlerts>,
  context: MemberOnlyContext,
): Promise<Paged<PriceAlert>> {
  const { db } = context.services;
  let instrumentId: number | null = null;
  if (body.symbol !== undefined) {
    const instrument = await findAlertInstrument(db, body.symbol);
    if (!instrument) return refuse('INSTRUMENT_NOT_FOUND');
    instrumentId = instrument.id;
  }
  const [language, { rows, total }] = await Promise.all([
    readerLanguage(context),
    findAlertPage(db, context.session.memberId, instrumentId, body.page),
  ]);
  return toPaged(
    rows.map((row) => toPriceAlert(row.alert, row.instrument, language)),
    body.page,
    total,
  );
}

export async function deletePriceAlert(
  body: ParsedRequestOf<typeof calls.deletePriceAlert>,
  context: MemberOnlyContext,
): Promise<null> {
  if (!(await deleteAlert(context.services.db, context.session.memberId, body.id)))
    return refuse('NOT_FOUND');
  publishAlertEvent(context.services, { op: 'remove', id: body.id });
  return null;
}
