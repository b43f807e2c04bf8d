// Crediting an approved deposit, shared by staff approval (staff-service.ts) and the payment
// gateway's confirmation (recharge-service.ts): house clearing → the member's available balance.
import type { HouseAccount } from '@saham/contract/ledger';
import type { Db } from '../../db/client.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { setDepositEntry } from './deposits-repo.ts';
import { currencyOf, kindOf } from './record-mapping.ts';

function clearingAccountOf(kind: string): HouseAccount {
  switch (kindOf(kind)) {
    case 'bank_transfer':
      return 'bank_clearing';
    case 'crypto':
      return 'crypto_clearing';
    case 'online_banking':
      return 'gateway_clearing';
  }
}

/** Credits an approved deposit: clearing → available, in the transaction that approved it. */
export async function creditDeposit(
  tx: Db,
  deposit: { id: number; memberId: number; currency: string; amountMinor: bigint },
  kind: string,
  now: Date,
): Promise<void> {
  const currency = currencyOf(deposit.currency);
  const entryId = await postEntry(
    tx,
    {
      type: 'deposit',
      memberId: deposit.memberId,
      referenceType: 'deposit',
      referenceId: String(deposit.id),
      postings: [
        { account: { house: clearingAccountOf(kind) }, currency, amountMinor: -deposit.amountMinor },
        {
          account: { memberId: deposit.memberId, bucket: 'available' },
          currency,
          amountMinor: deposit.amountMinor,
        },
      ],
    },
    now,
  );
  await setDepositEntry(tx, deposit.id, entryId);
}
