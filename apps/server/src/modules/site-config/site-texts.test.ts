// Issue 16 §6: the exchanges claim, company information and licence disclosure are site configuration
// staff edit per language, and the public configuration states the markets the server really has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteConfig } from '@saham/contract/admin-content';
import { config as publicConfig } from '@saham/contract/common';
import { callData } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { DEFAULT_SITE_CONFIG } from '../../seed/seed.ts';
import { seedMarketDefaults } from '../markets/seed.ts';

describe('site texts and markets in the site configuration', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
  });
  afterAll(async () => {
    await testApp.close();
  });

  const update = (items: { name: string; value: string }[]) =>
    postStaff(testApp.app, 'config/update', { items }, { session: admin.session });

  it("defaults the claim to the spec's text in six languages, with company information and a licence disclosure", () => {
    expect(DEFAULT_SITE_CONFIG.exchangesClaim).toBe('135 exchanges worldwide');
    for (const language of ['zh', 'ch', 'ml', 'ja', 'ko'] as const) {
      expect(DEFAULT_SITE_CONFIG[`exchangesClaim_${language}`]).toMatch(/135/);
      expect(DEFAULT_SITE_CONFIG[`companyInfo_${language}`]).not.toBe(DEFAULT_SITE_CONFIG.companyInfo);
      expect(DEFAULT_SITE_CONFIG[`licenceDisclosure_${language}`]).not.toBe(
        DEFAULT_SITE_CONFIG.licenceDisclosure,
      );
    }
    expect(DEFAULT_SITE_CONFIG.licenceDisclosure).toMatch(/Securities Commission Malaysia/);
  });

  it('answers the markets the server has to anyone, which staff cannot overwrite', async () => {
    const items = await callData(testApp, publicConfig, { type: 'all' });
    expect(items.filter((item) => item.name === 'markets')).toEqual([
      { name: 'markets', value: 'MY,US,HK,JP,CN,CRYPTO,FX' },
    ]);
    const refused = await update([{ name: 'markets', value: 'MY' }]);
    expect(refused.body).toMatchObject({ status: 0, params: { field: 'items.0.name' } });
  });

  it('lets staff set the claim, company information and licence per language; the public config answers them', async () => {
    const answer = await update([
      { name: 'exchangesClaim', value: ' 7 markets, one account ' },
      { name: 'exchangesClaim_ml', value: '7 pasaran, satu akaun' },
      { name: 'companyInfo', value: 'Saham Sdn. Bhd., Kuala Lumpur' },
      { name: 'licenceDisclosure_zh', value: '持牌資本市場服務' },
    ]);
    const staffView = dataOf(answer, getSiteConfig);
    expect(staffView).toEqual(
      expect.arrayContaining([{ name: 'exchangesClaim', value: '7 markets, one account' }]),
    );
    const items = await callData(testApp, publicConfig, { type: 'all' });
    expect(items).toEqual(
      expect.arrayContaining([
        { name: 'exchangesClaim', value: '7 markets, one account' },
        { name: 'exchangesClaim_ml', value: '7 pasaran, satu akaun' },
        { name: 'companyInfo', value: 'Saham Sdn. Bhd., Kuala Lumpur' },
        { name: 'licenceDisclosure_zh', value: '持牌資本市場服務' },
      ]),
    );
  });

  it('refuses a claim longer than 80 characters and a language that has no text', async () => {
    const long = await update([{ name: 'exchangesClaim_ja', value: 'x'.repeat(81) }]);
    expect(long.body).toMatchObject({ status: 0, params: { field: 'exchangesClaim_ja' } });
    const unknown = await update([{ name: 'exchangesClaim_fr', value: 'x' }]);
    expect(unknown.body).toMatchObject({ status: 0, params: { field: 'items.0.name' } });
  });
});
