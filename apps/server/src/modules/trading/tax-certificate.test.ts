import { describe, expect, it } from 'vitest';
import { tradeBuy, tradeSell, tradeTaxCertificate } from '@saham/contract/trading';
import type { TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { insertRealName } from '../identity/repo.ts';
import {
  enableMargin,
  setQuote,
  unlockPosition,
  useTradingTestApp,
  BURSA_MARKET_LONG,
} from './trading-test-helpers.ts';

// The harness clock: Monday 23 November 2026, 10:00 in Kuala Lumpur (Bursa trading).
describe('trade/taxCertificate', () => {
  let testApp: TestApp;
  const certificate = (member: TestMember, id: number) =>
    postMember(testApp.app, tradeTaxCertificate.path, { id }, { session: member.session });

  async function openPosition(member: TestMember): Promise<number> {
    await setQuote(testApp, 'MY:1155', '10.00');
    const answer = await postMember(testApp.app, tradeBuy.path, BURSA_MARKET_LONG, {
      session: member.session,
    });
    return dataOf(answer, tradeBuy).position?.id ?? 0;
  }

  useTradingTestApp(
    (created) => {
      testApp = created;
    },
    { quoteMaybank: false },
  );

  it('states a closed position: amounts, each charge, the realised gain and the masked holder', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    await insertRealName(testApp.services.db, {
      memberId: member.memberId,
      name: 'Tan Mei Ling',
      idType: 'mykad',
      idNumber: '880412105566',
      frontUploadId: 1,
      backUploadId: 2,
      status: 'verified',
      createdAt: testApp.clock.now(),
    });
    const positionId = await openPosition(member);
    await unlockPosition(testApp, positionId);
    await setQuote(testApp, 'MY:1155', '10.50', '10.00');
    dataOf(
      await postMember(testApp.app, tradeSell.path, { positionId }, { session: member.session }),
      tradeSell,
    );
    const sheet = dataOf(await certificate(member, positionId), tradeTaxCertificate);
    // Buy RM2,000: fees 9.60, stamp duty 2.00. Sell RM2,100: brokerage 9.00 + clearing 0.63, stamp
    // duty 3.00. Gross 100.00 less charges 24.23.
    expect(sheet).toMatchObject({
      certificateNo: expect.stringMatching(/^TC-/),
      broker: expect.any(String),
      holder: { account: member.account, name: 'Tan Mei Ling', idNumber: '********5566' },
      symbol: 'MY:1155',
      code: '1155',
      market: 'MY',
      currency: 'MYR',
      direction: 'long',
      leverage: 5,
      quantity: '200',
      entryPrice: '10',
      exitPrice: '10.5',
      buyAmount: '2000.00',
      sellAmount: '2100.00',
      openFee: '9.60',
      closeFee: '9.63',
      openTax: '2.00',
      closeTax: '3.00',
      totalCharges: '24.23',
      grossPnl: '100.00',
      netPnl: '75.77',
      issuedAt: expect.stringMatching(/^2026-11-23T/),
    });
    expect(sheet.name.length).toBeGreaterThan(0);
    expect(sheet.name).not.toBe('1155');
  });

  it('refuses an open position with TAX_CERTIFICATE_NOT_READY', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, member.memberId);
    const positionId = await openPosition(member);
    expect((await certificate(member, positionId)).body).toMatchObject({
      status: 0,
      msg: 'TAX_CERTIFICATE_NOT_READY',
    });
  });

  it("refuses another member's position and an unknown id with ORDER_NOT_FOUND", async () => {
    const owner = await verifiedMemberWith(testApp, { MYR: 1_000_000n });
    await enableMargin(testApp, owner.memberId);
    const positionId = await openPosition(owner);
    const stranger = await registerMember(testApp);
    expect((await certificate(stranger, positionId)).body).toMatchObject({
      status: 0,
      msg: 'ORDER_NOT_FOUND',
    });
    expect((await certificate(owner, 99_999_999)).body).toMatchObject({ status: 0, msg: 'ORDER_NOT_FOUND' });
  });
});
