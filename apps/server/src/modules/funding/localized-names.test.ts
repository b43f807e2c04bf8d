// Channel and bank names staff enter per language (issue 16 §3 "Wording"): the member reads them in
// their own language, falling back to the default name where staff gave none; staff keep the default
// name and see every language's beside it; a save that leaves the names out keeps them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBankCards, listBanks, saveBank, staffListBanks } from '@saham/contract/banking';
import {
  rechargeApply,
  rechargeChannels,
  rechargeList,
  staffChannelList,
  staffChannelSave,
  type StaffChannel,
} from '@saham/contract/recharge';
import type { Language } from '@saham/domain/languages';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { bindBankCard, createVerifiedMember, seedChannels } from './funding-fixtures.ts';

describe('channel and bank names per language', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let member: TestMember;
  let onlineId: number;

  const staff = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: admin.session });
  const asMember = (path: string, body: object) =>
    postMember(testApp.app, path, body, { session: member.session });
  const speak = (language: Language) =>
    testApp.services.db.update(members).set({ language }).where(eq(members.id, member.memberId));
  const channelInput = (channel: StaffChannel) => ({
    id: channel.id,
    kind: channel.kind,
    name: channel.name,
    currency: channel.currency,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    window: channel.window,
    bankName: channel.bankName,
    accountName: channel.accountName,
    accountNumber: channel.accountNumber,
    cryptoAddress: channel.cryptoAddress,
    qrImageUrl: channel.qrImageUrl,
    gateway: channel.gateway,
    isEnabled: channel.isEnabled,
    sortOrder: channel.sortOrder,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    onlineId = (await seedChannels(testApp)).online;
    admin = await createLoggedInStaff(testApp, 'admin');
    member = await createVerifiedMember(testApp);
    await bindBankCard(testApp, member.memberId);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('shows a channel by the name staff gave in the member’s language, else the default one', async () => {
    const channels = dataOf(await staff('recharge/channels', {}), staffChannelList);
    const online = channels.find((channel) => channel.id === onlineId);
    if (online === undefined) throw new Error('no online channel');
    const saved = dataOf(
      await staff('recharge/saveChannel', {
        ...channelInput(online),
        names: { ml: ' Perbankan dalam talian FPX ', zh: '網上銀行 FPX', ja: '' },
        bankNames: { ml: 'Bank FPX' },
      }),
      staffChannelSave,
    );
    // Staff keep the default name and see the names per language, trimmed, empty ones dropped.
    expect(saved.name).toBe(online.name);
    expect(saved.names).toEqual({ ml: 'Perbankan dalam talian FPX', zh: '網上銀行 FPX' });

    const nameIn = async (language: Language) => {
      await speak(language);
      const list = dataOf(await asMember('recharge/channels', {}), rechargeChannels);
      return list.find((channel) => channel.id === onlineId)?.name;
    };
    expect(await nameIn('ml')).toBe('Perbankan dalam talian FPX');
    expect(await nameIn('zh')).toBe('網上銀行 FPX');
    expect(await nameIn('ja')).toBe(online.name);

    // A deposit's record names its channel the same way.
    await speak('ml');
    const record = dataOf(
      await asMember('recharge/apply', { channelId: onlineId, amount: '100' }),
      rechargeApply,
    );
    expect(record.channelName).toBe('Perbankan dalam talian FPX');
    const page = dataOf(await asMember('recharge/list', { page: 1 }), rechargeList);
    expect(page.items[0]?.channelName).toBe('Perbankan dalam talian FPX');

    // Saving the channel again without names keeps them.
    const again = dataOf(await staff('recharge/saveChannel', channelInput(saved)), staffChannelSave);
    expect(again.names).toEqual(saved.names);
    expect(again.bankNames).toEqual({ ml: 'Bank FPX' });
  });

  it('shows a bank, and a card’s bank, by its name in the member’s language', async () => {
    const bank = dataOf(
      await staff('banks/save', {
        code: 'MBB',
        name: 'Maybank',
        swift: 'MBBEMYKL',
        isActive: true,
        names: { ml: 'Maybank Berhad', ch: '马来亚银行' },
      }),
      saveBank,
    );
    expect(bank).toMatchObject({ name: 'Maybank', names: { ml: 'Maybank Berhad', ch: '马来亚银行' } });
    // Staff list the default name with the names beside it.
    const staffBank = dataOf(await staff('banks/list', {}), staffListBanks).find((row) => row.code === 'MBB');
    expect(staffBank).toMatchObject({ name: 'Maybank', names: { ml: 'Maybank Berhad' } });

    await speak('ml');
    expect(dataOf(await asMember('bank/banks', {}), listBanks).find((row) => row.code === 'MBB')?.name).toBe(
      'Maybank Berhad',
    );
    expect(dataOf(await asMember('bank/list', { page: 1 }), listBankCards).items[0]?.bankName).toBe(
      'Maybank Berhad',
    );
    await speak('ch');
    expect(dataOf(await asMember('bank/list', { page: 1 }), listBankCards).items[0]?.bankName).toBe(
      '马来亚银行',
    );
    await speak('en');
    expect(dataOf(await asMember('bank/banks', {}), listBanks).find((row) => row.code === 'MBB')?.name).toBe(
      'Maybank',
    );

    // A save without names keeps them.
    await staff('banks/save', { code: 'MBB', name: 'Maybank', swift: 'MBBEMYKL', isActive: true });
    await speak('ml');
    expect(dataOf(await asMember('bank/banks', {}), listBanks).find((row) => row.code === 'MBB')?.name).toBe(
      'Maybank Berhad',
    );
  });

  it('refuses a name longer than 100 characters', async () => {
    const answer = await staff('banks/save', {
      code: 'MBB',
      name: 'Maybank',
      swift: 'MBBEMYKL',
      isActive: true,
      names: { ml: 'x'.repeat(101) },
    });
    expect(answer.statusCode).toBe(400);
  });
});
