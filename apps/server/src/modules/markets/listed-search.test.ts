// Issue 16 §6: the seed covers the FBM KLCI, Bursa Main and ACE market stocks, the Hang Seng Index,
// the S&P 100 and the largest Nikkei 225 companies, and search finds them by name, code and short name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchInstruments } from '@saham/contract/favorites';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { seedMarketDefaults } from './seed.ts';

describe('search over the listed stocks of the seed', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function symbolsFound(q: string): Promise<string[]> {
    const answer = dataOf(await postMember(testApp.app, 'market/search', { q, page: 1 }), searchInstruments);
    return answer.items.map((item) => item.symbol);
  }

  it('finds Top Glove by name, code and short name', async () => {
    expect(await symbolsFound('Top Glove')).toEqual(['MY:7113']);
    expect((await symbolsFound('7113'))[0]).toBe('MY:7113');
    expect((await symbolsFound('topglov'))[0]).toBe('MY:7113');
    expect(await symbolsFound('頂級手套')).toEqual(['MY:7113']);
  });

  it('finds Genting Bhd (3182) and Genting Malaysia (4715)', async () => {
    const found = await symbolsFound('Genting');
    expect(found).toEqual(expect.arrayContaining(['MY:3182', 'MY:4715', 'MY:2291']));
    expect((await symbolsFound('3182'))[0]).toBe('MY:3182');
    expect((await symbolsFound('GENM'))[0]).toBe('MY:4715');
  });

  it('finds Hang Seng, S&P 100 and Nikkei 225 companies in their own languages', async () => {
    expect((await symbolsFound('3988'))[0]).toBe('HK:3988');
    expect(await symbolsFound('中國銀行')).toContain('HK:3988');
    expect((await symbolsFound('LLY'))[0]).toBe('US:LLY');
    expect(await symbolsFound('Eli Lilly')).toEqual(['US:LLY']);
    expect(await symbolsFound('伊藤忠')).toEqual(['JP:8001']);
  });
});
