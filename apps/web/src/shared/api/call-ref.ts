// A reference to one contract call, without the call's zod schemas: the browser bundle carries only
// the path and whether the call moves money, while the types come from the contract.
import type { MemberCall } from '@saham/contract/call';

export interface CallRef<C extends MemberCall> {
  readonly path: string;
  readonly isMoneyMoving: boolean;
  /** Never set at run time: it carries the contract call's type so bodies and answers are typed. */
  readonly contract?: C;
}

export function callRef<C extends MemberCall>(
  path: string,
  options: { isMoneyMoving?: boolean } = {},
): CallRef<C> {
  return { path, isMoneyMoving: options.isMoneyMoving ?? false };
}
