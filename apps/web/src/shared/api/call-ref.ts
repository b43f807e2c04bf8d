// A reference to one contract call, without the call's zod schemas: the browser bundle carries only
// the path and whether the call moves money, while the types come from the contract. Both are checked
// by tsc against the contract's call — its path is a literal type and so is its money flag — so a
// reference cannot name another call's path, miss an Idempotency-Key or send a body the call refuses.
import type { IsMoneyMovingOf, MemberCall } from '@saham/contract/call';

export interface CallRef<C extends MemberCall> {
  readonly path: C['path'];
  readonly isMoneyMoving: boolean;
  /** Never set at run time: it carries the contract call's type so bodies and answers are typed. */
  readonly contract?: C;
}

/** A money-moving call must say so (`{ isMoneyMoving: true }`); any other call must not. */
type MoneyFlag<C extends MemberCall> =
  IsMoneyMovingOf<C> extends true
    ? [options: { isMoneyMoving: true }]
    : [options?: { isMoneyMoving?: false }];

export function callRef<C extends MemberCall>(path: C['path'], ...[options]: MoneyFlag<C>): CallRef<C> {
  return { path, isMoneyMoving: options?.isMoneyMoving ?? false };
}
