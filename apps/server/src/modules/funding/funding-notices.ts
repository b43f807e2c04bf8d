// Personal notices a member gets when staff decide a deposit or a withdrawal, in the six languages.
import { formatMinor } from '@saham/domain/money';
import type { Currency } from '@saham/domain/currencies';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';

type Texts = Record<'en' | 'zh' | 'ch' | 'ml' | 'ja' | 'ko', string>;

export type FundingDecision =
  | { kind: 'deposit_approved' }
  | { kind: 'deposit_rejected'; reason: string }
  | { kind: 'withdrawal_approved'; settlementDate: string }
  | { kind: 'withdrawal_rejected'; reason: string };

function textsOf(decision: FundingDecision, money: string): { title: Texts; content: Texts } {
  switch (decision.kind) {
    case 'deposit_approved':
      return {
        title: {
          en: 'Deposit credited',
          zh: '入金已到帳',
          ch: '入金已到账',
          ml: 'Deposit dikreditkan',
          ja: '入金が反映されました',
          ko: '입금 완료',
        },
        content: {
          en: `Your deposit of ${money} has been credited to your available balance.`,
          zh: `您的入金 ${money} 已存入可用餘額。`,
          ch: `您的入金 ${money} 已存入可用余额。`,
          ml: `Deposit anda sebanyak ${money} telah dikreditkan ke baki tersedia.`,
          ja: `${money} の入金が利用可能残高に反映されました。`,
          ko: `${money} 입금이 사용 가능 잔액에 반영되었습니다.`,
        },
      };
    case 'deposit_rejected':
      return {
        title: {
          en: 'Deposit rejected',
          zh: '入金被駁回',
          ch: '入金被驳回',
          ml: 'Deposit ditolak',
          ja: '入金が却下されました',
          ko: '입금 거절',
        },
        content: {
          en: `Your deposit of ${money} was rejected: ${decision.reason}`,
          zh: `您的入金 ${money} 被駁回：${decision.reason}`,
          ch: `您的入金 ${money} 被驳回：${decision.reason}`,
          ml: `Deposit anda sebanyak ${money} ditolak: ${decision.reason}`,
          ja: `${money} の入金は却下されました：${decision.reason}`,
          ko: `${money} 입금이 거절되었습니다: ${decision.reason}`,
        },
      };
    case 'withdrawal_approved':
      return {
        title: {
          en: 'Withdrawal approved',
          zh: '出金已核准',
          ch: '出金已批准',
          ml: 'Pengeluaran diluluskan',
          ja: '出金が承認されました',
          ko: '출금 승인',
        },
        content: {
          en: `Your withdrawal of ${money} was approved and is expected to settle by ${decision.settlementDate}.`,
          zh: `您的出金 ${money} 已核准，預計於 ${decision.settlementDate} 前到帳。`,
          ch: `您的出金 ${money} 已批准，预计于 ${decision.settlementDate} 前到账。`,
          ml: `Pengeluaran anda sebanyak ${money} diluluskan dan dijangka selesai pada ${decision.settlementDate}.`,
          ja: `${money} の出金が承認されました。${decision.settlementDate} までに着金予定です。`,
          ko: `${money} 출금이 승인되었습니다. ${decision.settlementDate}까지 입금될 예정입니다.`,
        },
      };
    case 'withdrawal_rejected':
      return {
        title: {
          en: 'Withdrawal rejected',
          zh: '出金被駁回',
          ch: '出金被驳回',
          ml: 'Pengeluaran ditolak',
          ja: '出金が却下されました',
          ko: '출금 거절',
        },
        content: {
          en: `Your withdrawal of ${money} was rejected and the amount returned to your available balance: ${decision.reason}`,
          zh: `您的出金 ${money} 被駁回，金額已退回可用餘額：${decision.reason}`,
          ch: `您的出金 ${money} 被驳回，金额已退回可用余额：${decision.reason}`,
          ml: `Pengeluaran anda sebanyak ${money} ditolak dan jumlahnya dikembalikan ke baki tersedia: ${decision.reason}`,
          ja: `${money} の出金は却下され、金額は利用可能残高に戻されました：${decision.reason}`,
          ko: `${money} 출금이 거절되어 금액이 사용 가능 잔액으로 반환되었습니다: ${decision.reason}`,
        },
      };
    default: {
      const unreachable: never = decision;
      return unreachable;
    }
  }
}

/** Inserts the member's personal notice in the transaction that records the decision. */
export async function insertFundingNotice(
  tx: Db,
  notice: { memberId: number; currency: Currency; amountMinor: bigint; decision: FundingDecision; now: Date },
): Promise<void> {
  const money = `${notice.currency} ${formatMinor(notice.amountMinor, notice.currency)}`;
  const { title, content } = textsOf(notice.decision, money);
  await tx.insert(notices).values({
    memberId: notice.memberId,
    title,
    content,
    createdBy: 'system',
    createdAt: notice.now,
  });
}
