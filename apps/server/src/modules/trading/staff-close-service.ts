// A manual close by staff (issue 5 §5): a member's whole holding position closed at the desk's market
// price through the trading core's closePosition, the member told, the close audited.
import type { AdminPosition } from '@saham/contract/admin-trading';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { isContinuousTrading } from '@saham/domain/markets/sessions';
import { formatMinor } from '@saham/domain/money';
import { priceWithSpread, sideOf } from '@saham/domain/trading/money';
import { notices } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffRequestContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { recordAudit } from '../audit/service.ts';
import { closePosition } from './execution.ts';
import { findInstrumentBySymbol, findPrice } from './listings-repo.ts';
import { findPositionWithAccount } from './staff-repo.ts';
import { lockPosition } from './positions-repo.ts';
import { readDeskSettings } from './repo.ts';
import type { PositionRow } from './rows.ts';
import { marketOf } from './service.ts';
import { requireReason } from './staff-service.ts';
import { profitMinorOf, toAdminPosition } from './staff-search-service.ts';

async function insertManualCloseNotice(tx: Db, position: PositionRow, now: Date): Promise<void> {
  const currency = position.currency;
  const profit = profitMinorOf({ ...position, last: null });
  const money = `${currency} ${formatMinor(profit, currency)}`;
  const what = `${position.symbol} ×${formatDecimal(decimal(position.quantity))} @ ${position.exitPrice ?? ''}`;
  await tx.insert(notices).values({
    memberId: position.memberId,
    title: {
      en: 'Position closed by the dealing desk',
      zh: '持倉已由交易台平倉',
      ch: '持仓已由交易台平仓',
      ml: 'Posisi ditutup oleh meja dagangan',
      ja: 'ポジションがディーリングデスクにより決済されました',
      ko: '딜링 데스크에서 포지션을 청산했습니다',
    },
    content: {
      en: `Your position ${what} was closed at market by the dealing desk. Result: ${money}. Please contact customer service for details.`,
      zh: `您的持倉 ${what} 已由交易台按市價平倉。盈虧：${money}。詳情請聯絡客服。`,
      ch: `您的持仓 ${what} 已由交易台按市价平仓。盈亏：${money}。详情请联系客服。`,
      ml: `Posisi anda ${what} telah ditutup pada harga pasaran oleh meja dagangan. Keputusan: ${money}. Sila hubungi khidmat pelanggan untuk butiran.`,
      ja: `ポジション ${what} はディーリングデスクにより成行で決済されました。損益：${money}。詳細はカスタマーサービスまでお問い合わせください。`,
      ko: `포지션 ${what}이(가) 딜링 데스크에 의해 시장가로 청산되었습니다. 손익: ${money}. 자세한 내용은 고객센터에 문의하세요.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}

/**
 * Closes a member's whole holding position at the desk's market price (the latest price with the
 * spread, as the member's own close), whatever its lock period: with the row locked, so a close racing
 * it (the member's, a forced one) happens once. The member gets a notice; the close is audited.
 */
export async function closeMemberPosition(
  context: StaffRequestContext,
  request: { id: number; reason: string },
): Promise<AdminPosition> {
  const reason = requireReason(request.reason);
  const { services, staff } = context;
  const { db } = services;
  const now = services.clock.now();
  const found = await findPositionWithAccount(db, request.id);
  if (!found) return refuse('POSITION_NOT_FOUND');
  const instrument = await findInstrumentBySymbol(db, found.position.symbol);
  if (!instrument) return refuse('INSTRUMENT_NOT_FOUND');
  const market = await marketOf(db, instrument, now);
  if (!isContinuousTrading(market, now)) refuse('NON_TRADING_TIME');
  const quote = await findPrice(db, found.position.instrumentId);
  if (!quote) return refuse('PRICE_UNAVAILABLE');
  const settings = await readDeskSettings(db);
  const closed = await inTransaction(db, async (tx) => {
    const position = await lockPosition(tx, request.id);
    if (!position) return refuse('POSITION_NOT_FOUND');
    if (position.status === 'closed') refuse('POSITION_ALREADY_CLOSED');
    if (position.status !== 'holding') refuse('POSITION_CLOSE_QUEUED');
    const price = priceWithSpread(
      market,
      quote.last,
      sideOf(position.direction, 'close'),
      settings.marketSpreadBps,
    );
    const done = await closePosition(tx, position, market, position.quantity, price, now, { isForced: true });
    await insertManualCloseNotice(tx, done, now);
    await recordAudit(tx, {
      staff,
      action: 'trading/closePosition',
      targetType: 'trade_position',
      targetId: position.id,
      reason,
      before: { status: position.status, quantity: position.quantity, lastPrice: quote.last },
      after: {
        status: done.status,
        exitPrice: done.exitPrice,
        grossPnl: formatMinor(done.grossPnlMinor ?? 0n, position.currency),
        memberId: position.memberId,
      },
      ip: context.ip,
      at: now,
    });
    return done;
  });
  return toAdminPosition({ ...closed, memberAccount: found.position.memberAccount }, null, now);
}
