// Demo deposit channels: a MYR bank transfer to Saham Securities Sdn Bhd at Maybank, a USDT crypto
// channel in USD and an FPX online-banking channel in MYR, open on working days 00:00–23:59.
import type { Db } from '../../db/client.ts';
import { hasAnyChannel, insertChannel } from './channels-repo.ts';

const WORKING_DAYS = [1, 2, 3, 4, 5];
const ALL_DAY = { windowDays: WORKING_DAYS, windowStart: '00:00:00', windowEnd: '23:59:59' };
const NO_DETAILS = {
  bankName: null,
  accountName: null,
  accountNumber: null,
  cryptoAddress: null,
  qrImageUrl: null,
  gateway: null,
  passwordHash: null,
};

export async function seedDepositChannels(tx: Db, now: Date): Promise<void> {
  if (await hasAnyChannel(tx)) return;
  await insertChannel(
    tx,
    {
      ...NO_DETAILS,
      ...ALL_DAY,
      kind: 'bank_transfer',
      name: 'Maybank transfer',
      currency: 'MYR',
      minMinor: 10_000n,
      maxMinor: 5_000_000n,
      bankName: 'Maybank (Malayan Banking Berhad)',
      accountName: 'Saham Securities Sdn Bhd',
      accountNumber: '514012345678',
      sortOrder: 1,
    },
    now,
  );
  await insertChannel(
    tx,
    {
      ...NO_DETAILS,
      ...ALL_DAY,
      kind: 'crypto',
      name: 'USDT (TRC20)',
      currency: 'USD',
      minMinor: 5_000n,
      maxMinor: 1_000_000n,
      cryptoAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      qrImageUrl: '/logo.svg',
      sortOrder: 2,
    },
    now,
  );
  await insertChannel(
    tx,
    {
      ...NO_DETAILS,
      ...ALL_DAY,
      kind: 'online_banking',
      name: 'FPX online banking',
      currency: 'MYR',
      minMinor: 1_000n,
      maxMinor: 3_000_000n,
      gateway: 'fpx',
      sortOrder: 3,
    },
    now,
  );
}
