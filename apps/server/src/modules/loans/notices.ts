// The member's notices of credit loans: approved (with the due date), rejected (with the reason), and
// the reminders the day before the due date and on it.
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { money, owedMinor } from './mapping.ts';
import type { LoanRow } from './repo.ts';

type Texts = Record<'en' | 'zh' | 'ch' | 'ml' | 'ja' | 'ko', string>;

async function insertNotice(tx: Db, memberId: number, title: Texts, content: Texts, now: Date) {
  await tx.insert(notices).values({ memberId, title, content, createdBy: 'system', createdAt: now });
}

export async function insertLoanDecisionNotice(
  tx: Db,
  loan: LoanRow,
  rejectReason: string | null,
  now: Date,
): Promise<void> {
  const amount = `MYR ${money(loan.amountMinor)}`;
  if (rejectReason === null) {
    const due = loan.dueDate ?? '';
    await insertNotice(
      tx,
      loan.memberId,
      {
        en: 'Credit loan approved',
        zh: '信用貸款已批准',
        ch: '信用贷款已批准',
        ml: 'Pinjaman kredit diluluskan',
        ja: '信用ローンが承認されました',
        ko: '신용 대출이 승인되었습니다',
      },
      {
        en: `Your loan ${loan.loanNo} of ${amount} is in your available balance. Repay it by ${due}.`,
        zh: `您的貸款 ${loan.loanNo}（${amount}）已存入可用餘額，請於 ${due} 前還款。`,
        ch: `您的贷款 ${loan.loanNo}（${amount}）已存入可用余额，请于 ${due} 前还款。`,
        ml: `Pinjaman anda ${loan.loanNo} sebanyak ${amount} telah dimasukkan ke baki tersedia. Bayar balik sebelum ${due}.`,
        ja: `ローン ${loan.loanNo}（${amount}）は利用可能残高に入金されました。${due} までに返済してください。`,
        ko: `대출 ${loan.loanNo}(${amount})이(가) 사용 가능 잔액에 입금되었습니다. ${due}까지 상환하세요.`,
      },
      now,
    );
    return;
  }
  await insertNotice(
    tx,
    loan.memberId,
    {
      en: 'Credit loan rejected',
      zh: '信用貸款申請被拒絕',
      ch: '信用贷款申请被拒绝',
      ml: 'Pinjaman kredit ditolak',
      ja: '信用ローンの申請が却下されました',
      ko: '신용 대출 신청이 거절되었습니다',
    },
    {
      en: `Your loan application ${loan.loanNo} of ${amount} was rejected: ${rejectReason}.`,
      zh: `您的貸款申請 ${loan.loanNo}（${amount}）被拒絕：${rejectReason}。`,
      ch: `您的贷款申请 ${loan.loanNo}（${amount}）被拒绝：${rejectReason}。`,
      ml: `Permohonan pinjaman anda ${loan.loanNo} sebanyak ${amount} ditolak: ${rejectReason}.`,
      ja: `ローン申請 ${loan.loanNo}（${amount}）は却下されました：${rejectReason}。`,
      ko: `대출 신청 ${loan.loanNo}(${amount})이(가) 거절되었습니다: ${rejectReason}.`,
    },
    now,
  );
}

/** The reminder on the day before the due date (`isDueToday` false) and on the due date. */
export async function insertDueNotice(tx: Db, loan: LoanRow, isDueToday: boolean, now: Date): Promise<void> {
  const owed = `MYR ${money(owedMinor(loan))}`;
  const due = loan.dueDate ?? '';
  const title: Texts = isDueToday
    ? {
        en: 'Your loan is due today',
        zh: '您的貸款今日到期',
        ch: '您的贷款今日到期',
        ml: 'Pinjaman anda perlu dibayar hari ini',
        ja: 'ローンの返済期日は本日です',
        ko: '대출 상환일이 오늘입니다',
      }
    : {
        en: 'Your loan is due tomorrow',
        zh: '您的貸款明日到期',
        ch: '您的贷款明日到期',
        ml: 'Pinjaman anda perlu dibayar esok',
        ja: 'ローンの返済期日は明日です',
        ko: '대출 상환일이 내일입니다',
      };
  await insertNotice(
    tx,
    loan.memberId,
    title,
    {
      en: `Loan ${loan.loanNo}: ${owed} is owed, due ${due}. Unpaid after the due date, it accrues the overdue penalty rate.`,
      zh: `貸款 ${loan.loanNo}：尚欠 ${owed}，到期日 ${due}。逾期未還將按逾期罰息利率計息。`,
      ch: `贷款 ${loan.loanNo}：尚欠 ${owed}，到期日 ${due}。逾期未还将按逾期罚息利率计息。`,
      ml: `Pinjaman ${loan.loanNo}: ${owed} terhutang, tarikh akhir ${due}. Jika tidak dibayar selepas tarikh akhir, kadar penalti lewat dikenakan.`,
      ja: `ローン ${loan.loanNo}：未返済額 ${owed}、期日 ${due}。期日を過ぎると延滞利率が適用されます。`,
      ko: `대출 ${loan.loanNo}: 미상환액 ${owed}, 상환일 ${due}. 상환일 이후 미상환 시 연체 이율이 적용됩니다.`,
    },
    now,
  );
}
