// Ledger vocabulary shared by the server and both front ends: member buckets, house accounts and the
// transaction types of spec §3 that fund records show.
export const MEMBER_BUCKETS = ['available', 'frozen', 'margin'] as const;
export type MemberBucket = (typeof MEMBER_BUCKETS)[number];

/** The broker's own accounts, which take the other side of every member movement. */
export const HOUSE_ACCOUNTS = [
  'bank_clearing',
  'crypto_clearing',
  'gateway_clearing',
  'fx_desk',
  'fees',
  'taxes',
  'broker_pnl',
  'loans_receivable',
  // Interest and overdue penalties credit loans earn, accrued daily (issue 18 §1).
  'loan_interest_income',
  'ipo_escrow',
  'adjustments',
  // Marketing spend: check-in rewards paid in cash (issue 18 §3).
  'marketing',
  // Securities lending (issue 18 §2): the broker's lending fee income, from which members' rebates are paid.
  'lending_income',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** Transaction types (spec §3) plus the ones trading and exchange add. */
export const LEDGER_ENTRY_TYPES = [
  'deposit',
  'withdrawal_request',
  'withdrawal_paid',
  'withdrawal_rejection',
  'exchange',
  'adjustment',
  'day_trade_application',
  'day_trade_review',
  'credit_loan',
  'repayment',
  // Credit loans (issue 18 §1): interest and overdue penalties. Accrued daily as house-only entries
  // (the debt in loans_receivable grows); paid by the member first when repaying, in the member's records.
  'loan_interest',
  'loan_penalty',
  'copy_rebate',
  'lending_rebate',
  'subscription_refund',
  // New shares (issue 17 §3): an application's money moving from available into the ipo_escrow.
  'subscription_freeze',
  'subscription_win',
  'regional_transfer',
  // Trading (issue 5): a fill opening a position (its margin, fee and tax in one entry), margin out of
  // closed positions (and into those opened before trade_open), funds frozen by pending orders, the
  // fees and taxes of each close, and realised P&L against the broker's trading account.
  'trade_open',
  'trade_margin',
  'trade_freeze',
  'trade_fee',
  'trade_tax',
  'trade_pnl',
  // Cash dividends on open positions (a long receives, a short pays), trading/corporate-actions.ts.
  'dividend',
  // A check-in reward redeemed with points, paid in cash from the marketing account (issue 18 §3).
  'check_in_reward',
  // A trading fee covered by a check-in fee voucher: the fee is charged in full, then the voucher's
  // part is credited back from the marketing account in the fill's transaction (decision 0025).
  'fee_voucher',
  // A dividend on lent shares, paid to the lender in lieu of it (issue 18 §2, lending/for-trading.ts).
  'lending_payment_in_lieu',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
