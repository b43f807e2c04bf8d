// The member's notices of corporate actions (corporate-actions.ts): a split applied to a position,
// and a pending order cancelled because a split priced it out.
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { formatMinor } from '@saham/domain/money';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import type { OrderRow, PositionRow } from './rows.ts';

export async function insertSplitNotice(
  tx: Db,
  position: PositionRow,
  after: { quantity: string; entryPrice: string },
  from: number,
  to: number,
  now: Date,
): Promise<void> {
  const ratio = `${from}:${to}`;
  const what = `${position.symbol} ${formatDecimal(decimal(position.quantity))} → ${after.quantity} @ ${after.entryPrice}`;
  await tx.insert(notices).values({
    memberId: position.memberId,
    title: {
      en: 'Share split applied to your position',
      zh: '股份拆細已套用至您的持倉',
      ch: '股份拆分已应用到您的持仓',
      ml: 'Pecahan saham dikenakan pada posisi anda',
      ja: '株式分割がポジションに適用されました',
      ko: '주식 분할이 포지션에 적용되었습니다',
    },
    content: {
      en: `A ${ratio} split took effect: ${what}. The position's cost is unchanged.`,
      zh: `${ratio} 拆細已生效：${what}。持倉成本不變。`,
      ch: `${ratio} 拆分已生效：${what}。持仓成本不变。`,
      ml: `Pecahan ${ratio} berkuat kuasa: ${what}. Kos posisi tidak berubah.`,
      ja: `${ratio} の株式分割が適用されました：${what}。ポジションの取得金額は変わりません。`,
      ko: `${ratio} 분할이 적용되었습니다: ${what}. 포지션 원가는 변하지 않습니다.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}

export async function insertSplitCancelNotice(
  tx: Db,
  order: OrderRow,
  cancellation: { exDate: string; splitFrom: number; splitTo: number },
  now: Date,
): Promise<void> {
  const currency = order.currency;
  const ratio = `${cancellation.splitFrom}:${cancellation.splitTo}`;
  const what = `${order.orderNo} ${order.symbol} ×${formatDecimal(decimal(order.quantity))} @ ${formatDecimal(decimal(order.price ?? '0'))}`;
  const money = `${currency} ${formatMinor(order.frozenMinor, currency)}`;
  const date = cancellation.exDate;
  await tx.insert(notices).values({
    memberId: order.memberId,
    title: {
      en: 'Order cancelled because of a share split',
      zh: '委託因股份拆細已撤銷',
      ch: '委托因股份拆分已撤销',
      ml: 'Pesanan dibatalkan kerana pecahan saham',
      ja: '株式分割のため注文が取り消されました',
      ko: '주식 분할로 주문이 취소되었습니다',
    },
    content: {
      en: `A ${ratio} split took effect on ${date}, so your pending limit order ${what}, priced before it, was cancelled. ${money} frozen for it is back in your available balance.`,
      zh: `${ratio} 拆細已於 ${date} 生效，您於拆細前定價的未成交限價委託 ${what} 已撤銷。為其凍結的 ${money} 已退回可用餘額。`,
      ch: `${ratio} 拆分已于 ${date} 生效，您在拆分前定价的未成交限价委托 ${what} 已撤销。为其冻结的 ${money} 已退回可用余额。`,
      ml: `Pecahan ${ratio} berkuat kuasa pada ${date}, jadi pesanan had anda yang belum selesai ${what}, yang diberi harga sebelum pecahan, telah dibatalkan. ${money} yang dibekukan untuknya telah dikembalikan ke baki tersedia anda.`,
      ja: `${ratio} の株式分割が ${date} に適用されたため、分割前の価格で出されていた未約定の指値注文 ${what} を取り消しました。拘束されていた ${money} は利用可能残高に戻りました。`,
      ko: `${ratio} 분할이 ${date}에 적용되어, 분할 전 가격으로 낸 미체결 지정가 주문 ${what}이(가) 취소되었습니다. 이 주문에 동결되었던 ${money}은(는) 사용 가능 잔액으로 돌아왔습니다.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}
