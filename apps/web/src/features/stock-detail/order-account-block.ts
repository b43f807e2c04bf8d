// What keeps the member from trading at all, read from trade/params or from the server's refusal
// when the member's standing changed since the form opened.
import type { TradeParams } from '@saham/contract/trading';
import { isApiError } from '../../shared/api/api-error.ts';

export type AccountBlock = 'tradeForbidden' | 'realName' | 'fundPassword';

const REAL_NAME_CODES = ['REAL_NAME_REQUIRED', 'REAL_NAME_UNDER_REVIEW', 'REAL_NAME_REJECTED'];

/**
 * What keeps the member from trading at all, in the server's order: the trade ban, the real name,
 * then the fund password — from trade/params, or from a refusal if the standing changed since.
 */
export function accountBlock(
  facts: Pick<TradeParams, 'isTradeForbidden' | 'realNameStatus' | 'hasFundPassword'>,
  refusal: unknown,
): AccountBlock | null {
  const refusedFor = isApiError(refusal) ? refusal.code : null;
  if (facts.isTradeForbidden || refusedFor === 'TRADE_FORBIDDEN') return 'tradeForbidden';
  if (facts.realNameStatus !== 'verified' || REAL_NAME_CODES.includes(refusedFor ?? '')) return 'realName';
  if (!facts.hasFundPassword || refusedFor === 'FUND_PASSWORD_NOT_SET') return 'fundPassword';
  return null;
}

/** The notice of a real name not yet verified (the server's word if it refused since): none, under review, rejected. */
export function realNameCode(status: TradeParams['realNameStatus'], refusal: unknown): string {
  if (isApiError(refusal) && REAL_NAME_CODES.includes(refusal.code)) return refusal.code;
  if (status === 'pending') return 'REAL_NAME_UNDER_REVIEW';
  if (status === 'rejected') return 'REAL_NAME_REJECTED';
  return 'REAL_NAME_REQUIRED';
}
