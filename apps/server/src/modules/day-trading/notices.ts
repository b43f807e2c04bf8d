// The member's notices of day trading: an application approved or rejected (with the reason), and
// day positions closed automatically at the end of the session.
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import type { PositionRow } from '../trading/rows.ts';
import { money } from './mapping.ts';
import type { ApplicationRow } from './repo.ts';

export async function insertDayTradeNotice(
  tx: Db,
  application: ApplicationRow,
  rejectReason: string | null,
  now: Date,
): Promise<void> {
  const amount = `MYR ${money(application.amountMinor)}`;
  const isApproved = rejectReason === null;
  const title = isApproved
    ? {
        en: 'Day trading approved',
        zh: '日內交易申請已通過',
        ch: '日内交易申请已通过',
        ml: 'Dagangan harian diluluskan',
        ja: 'デイトレード申請が承認されました',
        ko: '데이 트레이딩 신청이 승인되었습니다',
      }
    : {
        en: 'Day trading rejected',
        zh: '日內交易申請被拒絕',
        ch: '日内交易申请被拒绝',
        ml: 'Dagangan harian ditolak',
        ja: 'デイトレード申請が却下されました',
        ko: '데이 트레이딩 신청이 거절되었습니다',
      };
  const content = isApproved
    ? {
        en: `Your day-trading account of ${amount} is open: day positions close automatically at the end of the session.`,
        zh: `您的日內交易帳戶 ${amount} 已開通：日內持倉於交易時段結束時自動平倉。`,
        ch: `您的日内交易账户 ${amount} 已开通：日内持仓于交易时段结束时自动平仓。`,
        ml: `Akaun dagangan harian anda sebanyak ${amount} telah dibuka: posisi harian ditutup secara automatik pada akhir sesi.`,
        ja: `${amount} のデイトレード口座が開設されました。デイポジションは取引終了時に自動決済されます。`,
        ko: `${amount} 데이 트레이딩 계좌가 개설되었습니다. 데이 포지션은 장 마감 시 자동 청산됩니다.`,
      }
    : {
        en: `Your day-trading application of ${amount} was rejected: ${rejectReason}. The amount is back in your available balance.`,
        zh: `您的日內交易申請 ${amount} 被拒絕：${rejectReason}。金額已退回可用餘額。`,
        ch: `您的日内交易申请 ${amount} 被拒绝：${rejectReason}。金额已退回可用余额。`,
        ml: `Permohonan dagangan harian anda sebanyak ${amount} ditolak: ${rejectReason}. Jumlah telah dikembalikan ke baki tersedia.`,
        ja: `${amount} のデイトレード申請は却下されました：${rejectReason}。金額は利用可能残高に戻りました。`,
        ko: `${amount} 데이 트레이딩 신청이 거절되었습니다: ${rejectReason}. 금액은 사용 가능 잔액으로 반환되었습니다.`,
      };
  await tx.insert(notices).values({
    memberId: application.memberId,
    title,
    content,
    createdBy: 'system',
    createdAt: now,
  });
}

/** A day position closed automatically at the end of its session, with its result after charges. */
export async function insertSessionCloseNotice(tx: Db, position: PositionRow, now: Date): Promise<void> {
  const profitMinor =
    (position.grossPnlMinor ?? 0n) -
    position.openFeeMinor -
    position.openTaxMinor -
    (position.closeFeeMinor ?? 0n) -
    (position.closeTaxMinor ?? 0n);
  const what = `${position.symbol} ×${position.quantity} @ ${position.exitPrice ?? ''}`;
  const result = `MYR ${money(profitMinor)}`;
  await tx.insert(notices).values({
    memberId: position.memberId,
    title: {
      en: 'Day position closed at the end of the session',
      zh: '日內持倉已於收市時平倉',
      ch: '日内持仓已于收市时平仓',
      ml: 'Posisi harian ditutup pada akhir sesi',
      ja: 'デイポジションを取引終了時に決済しました',
      ko: '데이 포지션이 장 마감 시 청산되었습니다',
    },
    content: {
      en: `Your day position ${what} was closed automatically at the end of the session. Result: ${result}.`,
      zh: `您的日內持倉 ${what} 已於交易時段結束時自動平倉。盈虧：${result}。`,
      ch: `您的日内持仓 ${what} 已于交易时段结束时自动平仓。盈亏：${result}。`,
      ml: `Posisi harian anda ${what} ditutup secara automatik pada akhir sesi. Keputusan: ${result}.`,
      ja: `デイポジション ${what} は取引終了時に自動決済されました。損益：${result}。`,
      ko: `데이 포지션 ${what}이(가) 장 마감 시 자동 청산되었습니다. 손익: ${result}.`,
    },
    createdBy: 'system',
    createdAt: now,
  });
}
