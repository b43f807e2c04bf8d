import { describe, expect, it } from 'vitest';
import * as common from '@saham/contract/common';
import * as user from '@saham/contract/user';
import { PAGE_SIZE as CONTRACT_PAGE_SIZE } from '@saham/contract/envelope';
import { CALLS, PAGE_SIZE } from './calls.ts';

const contractCalls = { ...common, ...user };

describe('the call map', () => {
  it.each(Object.entries(CALLS))('names the contract path and money flag of %s', (name, ref) => {
    const contractCall: unknown = Reflect.get(contractCalls, name);
    expect(contractCall).toMatchObject({ scope: 'member', path: ref.path });
    expect(Boolean(Reflect.get(Object(contractCall), 'isMoneyMoving'))).toBe(ref.isMoneyMoving);
  });

  it('pages lists like the contract', () => {
    expect(PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
  });
});
