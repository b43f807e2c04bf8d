import { formatMoney } from '@saham/domain/format-money';

/** Loans are in ringgit. */
export const money = (amount: string) => `${formatMoney(amount, { currency: 'MYR' })} MYR`;
