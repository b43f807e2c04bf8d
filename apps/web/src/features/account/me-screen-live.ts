// "My account" while the member holds positions: their market value and profit move with every tick
// (the server values them at the latest quotes on each getUserinfo), so the screen asks again every
// few seconds; without positions nothing moves and it does not poll.
import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@saham/contract/user';
import { decimalSign } from '@saham/domain/format-money';
import { userInfoQuery } from '../../shared/api/get-userinfo.ts';
import { useSession } from '../../shared/storage/session.ts';
import { backedOffInterval } from '../../shared/api/poll-interval.ts';

export const LIVE_REFRESH_MS = 5_000;

export function hasOpenPositions(userInfo: UserInfo | undefined): boolean {
  if (userInfo === undefined) return false;
  try {
    return decimalSign(userInfo.balances.positionMarketValue) !== 0;
  } catch {
    return false;
  }
}

/** The refresh interval for the "my account" query: live while positions are open. */
export function liveRefreshInterval(userInfo: UserInfo | undefined): number | false {
  return hasOpenPositions(userInfo) ? LIVE_REFRESH_MS : false;
}

export function useLiveUserInfo() {
  const session = useSession();
  return useQuery({
    ...userInfoQuery,
    // A visitor is offered login or registration instead of balances.
    enabled: session !== null && !session.isGuest,
    refetchInterval: (query) => backedOffInterval(liveRefreshInterval(query.state.data), query),
  });
}
