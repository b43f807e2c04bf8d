import { describe, expect, it } from 'vitest';
import * as banking from '@saham/contract/banking';
import { ADD_BANK_CARD } from './add-bank-card.ts';
import { ADD_WALLET } from './add-wallet.ts';
import { BANK_CARDS, bankCardsQuery } from './bank-cards.ts';
import { BANKS } from './banks.ts';
import { DELETE_BANK_CARD } from './delete-bank-card.ts';
import { DELETE_WALLET } from './delete-wallet.ts';
import { WALLETS, walletsQuery } from './wallets.ts';

describe('the banking calls', () => {
  it.each([
    [BANKS, banking.listBanks],
    [BANK_CARDS, banking.listBankCards],
    [ADD_BANK_CARD, banking.addBankCard],
    [DELETE_BANK_CARD, banking.deleteBankCard],
    [WALLETS, banking.listWallets],
    [ADD_WALLET, banking.addWallet],
    [DELETE_WALLET, banking.deleteWallet],
  ])('names the contract path and money flag of %o', (ref, contractCall) => {
    expect(ref.path).toBe(contractCall.path);
    expect(ref.isMoneyMoving).toBe(contractCall.isMoneyMoving ?? false);
  });
});

describe('the paged card and wallet lists', () => {
  const page = (number: number, hasMore: boolean) => ({ items: [], page: number, total: 25, hasMore });
  it.each([
    ['cards', bankCardsQuery.getNextPageParam],
    ['wallets', walletsQuery.getNextPageParam],
  ])('asks for the next page of %s while more follow, and stops after the last', (_name, next) => {
    expect(bankCardsQuery.initialPageParam).toBe(1);
    expect(next(page(2, true), [], 2, [])).toBe(3);
    expect(next(page(3, false), [], 3, [])).toBeUndefined();
  });
});
