// newStock/ballot: the ballot's published inputs (revealed seed, sorted entries), fetched only when the
// member asks to verify their result.
import type { newStockBallot } from '@saham/contract/new-stock';
import { callApi } from '../../../shared/api/client.ts';
import { callRef } from '../../../shared/api/call-ref.ts';

export const NEW_STOCK_BALLOT = callRef<typeof newStockBallot>('newStock/ballot');

export function fetchNewStockBallot(offeringId: number) {
  return callApi(NEW_STOCK_BALLOT, { offeringId });
}
