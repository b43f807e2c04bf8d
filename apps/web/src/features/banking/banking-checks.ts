// Client-side checks of the bank-card and wallet forms (the server decides too).
import { isValidAccountNumber, normalizeAccountNumber } from '@saham/domain/bank-account';
import { isValidWalletAddress, type WalletType } from '@saham/domain/wallet-address';

export interface BankCardInput {
  holder: string;
  bankCode: string;
  accountNumber: string;
  branch: string;
}

export type BankCardErrors = Partial<Record<keyof BankCardInput, string>>;

export function checkBankCard(input: BankCardInput): BankCardErrors {
  const errors: BankCardErrors = {};
  if (input.holder.trim() === '') errors.holder = 'banking.holderRequired';
  if (input.bankCode === '') errors.bankCode = 'banking.bankRequired';
  if (normalizeAccountNumber(input.accountNumber) === '')
    errors.accountNumber = 'banking.accountNumberRequired';
  else if (!isValidAccountNumber(input.accountNumber)) errors.accountNumber = 'banking.accountNumberInvalid';
  if (input.branch.trim() === '') errors.branch = 'banking.branchRequired';
  return errors;
}

/** The key of the address problem, or null when the address fits the type. */
export function checkWalletAddress(type: WalletType, address: string): string | null {
  const trimmed = address.trim();
  if (trimmed === '') return 'banking.addressRequired';
  return isValidWalletAddress(type, trimmed) ? null : 'banking.addressInvalid';
}
