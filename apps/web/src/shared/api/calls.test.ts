import { describe, expect, it } from 'vitest';
import { PAGE_SIZE as CONTRACT_PAGE_SIZE } from '@saham/contract/envelope';
import { PAGE_SIZE } from './calls.ts';

describe('the call map', () => {
  it('pages lists like the contract', () => {
    expect(PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
  });
});
