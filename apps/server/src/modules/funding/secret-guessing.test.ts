// Guessing the secrets of money calls: the channel password of recharge/apply and the fund password
// of withdraw/apply are claimed before they are checked, so a burst checks no more than five.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositChannels } from '../../db/schema-funding.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, type CallAnswer } from '../../test/member-factory.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { bindBankCard, createVerifiedMember, creditAvailable, seedChannels } from './funding-fixtures.ts';

const CHANNEL_PASSWORD = 'open-sesame';

let testApp: TestApp;
let onlineChannelId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  onlineChannelId = (await seedChannels(testApp)).online;
  await testApp.services.db
    .update(depositChannels)
    .set({ passwordHash: await hashPassword(CHANNEL_PASSWORD, 'test') })
    .where(eq(depositChannels.id, onlineChannelId));
});

afterAll(async () => {
  await testApp.close();
});

function codesOf(answers: readonly CallAnswer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer.body.msg, (counts.get(answer.body.msg) ?? 0) + 1);
  return counts;
}

describe('the channel password', () => {
  it('checks only five of 30 channel passwords sent at once, then refuses the right one', async () => {
    const member = await createVerifiedMember(testApp);
    const apply = (channelPassword: string) =>
      postMember(
        testApp.app,
        'recharge/apply',
        { channelId: onlineChannelId, amount: '100', channelPassword },
        { session: member.session },
      );
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => apply(`guess-${index}`)));
    expect(codesOf(answers)).toEqual(
      new Map([
        ['WRONG_CHANNEL_PASSWORD', 5],
        ['SUBMIT_TOO_FREQUENT', 25],
      ]),
    );
    expect((await apply(CHANNEL_PASSWORD)).body.msg).toBe('SUBMIT_TOO_FREQUENT');
    testApp.clock.advance(15 * 60_000);
    expect((await apply(CHANNEL_PASSWORD)).body.status).toBe(1);
  });
});

describe('the fund password of withdraw/apply', () => {
  it('checks only five of 30 fund passwords sent at once, and moves no money', async () => {
    const member = await createVerifiedMember(testApp);
    const bankCardId = await bindBankCard(testApp, member.memberId);
    await creditAvailable(testApp, member.memberId, 'MYR', 100_000n);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        postMember(
          testApp.app,
          'withdraw/apply',
          { amount: '200', currency: 'MYR', bankCardId, fundPassword: String(100_000 + index) },
          { session: member.session },
        ),
      ),
    );
    expect(codesOf(answers)).toEqual(
      new Map([
        ['WRONG_FUND_PASSWORD', 5],
        ['SUBMIT_TOO_FREQUENT', 25],
      ]),
    );
  });
});
