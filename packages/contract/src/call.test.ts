import { describe, expectTypeOf, it } from 'vitest';
import type { IsMoneyMovingOf } from './call.ts';
import { listStaff } from './admin-staff.ts';
import type { withdrawApply } from './withdraw.ts';
import { withdrawRules } from './withdraw.ts';

// Checked by tsc (npm run typecheck): the apps name calls by path, and a wrong one must not compile.
describe('a call’s path and money flag as types', () => {
  it('keeps a member call’s path as a literal type', () => {
    expectTypeOf(withdrawRules.path).toEqualTypeOf<'withdraw/rules'>();
  });

  it('keeps a staff call’s path as a literal type', () => {
    expectTypeOf(listStaff.path).toEqualTypeOf<'staff/list'>();
  });

  it('tells money-moving calls from the rest', () => {
    expectTypeOf<IsMoneyMovingOf<typeof withdrawApply>>().toEqualTypeOf<true>();
    expectTypeOf<IsMoneyMovingOf<typeof withdrawRules>>().toEqualTypeOf<false>();
  });
});
