import { describe, expect, it } from 'vitest';
import { MARKETS_CONFIG_ITEM as CONTRACT_MARKETS_ITEM } from '@saham/contract/common';
import { MARKETS_CONFIG_ITEM } from './site-config.ts';

describe('site configuration', () => {
  it('names the markets item as the contract does (repeated to keep zod out of the entry)', () => {
    expect(MARKETS_CONFIG_ITEM).toBe(CONTRACT_MARKETS_ITEM);
  });
});
