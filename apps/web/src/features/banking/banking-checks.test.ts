import { describe, expect, it } from 'vitest';
import { checkBankCard, checkWalletAddress } from './banking-checks.ts';

describe('the bank-card form checks', () => {
  const valid = { holder: 'Ali', bankCode: 'MAYBANK', accountNumber: '5140 1234 5678', branch: 'KL' };

  it('accepts a complete card, spaces in the number allowed', () => {
    expect(checkBankCard(valid)).toEqual({});
  });

  it('requires every field and 5–17 digits', () => {
    expect(checkBankCard({ holder: ' ', bankCode: '', accountNumber: '', branch: '' })).toEqual({
      holder: 'banking.holderRequired',
      bankCode: 'banking.bankRequired',
      accountNumber: 'banking.accountNumberRequired',
      branch: 'banking.branchRequired',
    });
    expect(checkBankCard({ ...valid, accountNumber: '1234' }).accountNumber).toBe(
      'banking.accountNumberInvalid',
    );
    expect(checkBankCard({ ...valid, accountNumber: '1'.repeat(18) }).accountNumber).toBe(
      'banking.accountNumberInvalid',
    );
  });
});

describe('the wallet address check', () => {
  it('checks the address against the type', () => {
    expect(checkWalletAddress('USDT-TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(checkWalletAddress('ETH', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('banking.addressInvalid');
    expect(checkWalletAddress('BTC', ' ')).toBe('banking.addressRequired');
  });
});
