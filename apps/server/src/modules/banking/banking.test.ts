import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBankCard,
  addWallet,
  listBankCards,
  listBanks,
  listWallets,
  staffListBanks,
} from '@saham/contract/banking';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import {
  markVerified,
  setFundPassword,
  TEST_FUND_PASSWORD,
  temporaryDataDir,
  uploadImage,
} from '../../test/identity-factory.ts';
import { findMemberBankCard } from './repo.ts';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('bank cards and wallets', () => {
  let testApp: TestApp;
  let dataDir: string;
  let admin: LoggedInStaff;
  let support: LoggedInStaff;
  let accountSerial = 100_000;
  beforeAll(async () => {
    dataDir = temporaryDataDir();
    testApp = await createTestApp({ dataDir });
    admin = await createLoggedInStaff(testApp, 'admin');
    support = await createLoggedInStaff(testApp, 'support');
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (member: TestMember, path: string, body: object) =>
    postMember(testApp.app, path, body, { session: member.session });

  const nextAccountNumber = () => {
    accountSerial += 1;
    return `5140${accountSerial}1234`;
  };

  async function verifiedMember(name = 'Nur Aisyah binti Ahmad'): Promise<TestMember> {
    const member = await registerMember(testApp);
    await markVerified(testApp, member.memberId, name);
    await setFundPassword(testApp, member);
    return member;
  }

  const card = (overrides: object = {}) => ({
    holder: 'Nur Aisyah binti Ahmad',
    accountNumber: nextAccountNumber(),
    bankCode: 'MAYBANK',
    branch: 'Jalan Tun Perak',
    ...overrides,
  });

  it('offers the fourteen Malaysian banks seeded by the migration', async () => {
    const member = await registerMember(testApp);
    const banks = dataOf(await call(member, 'bank/banks', {}), listBanks);
    expect(banks).toHaveLength(14);
    expect(banks).toContainEqual({ code: 'MAYBANK', name: 'Maybank', swift: 'MBBEMYKL' });
    expect(banks.map((bank) => bank.swift)).toContain('BMMBMYKL');
  });

  it('binds a card in the verified name and answers the number masked everywhere', async () => {
    const member = await verifiedMember();
    const accountNumber = '514012345678';
    const added = dataOf(
      await call(member, 'bank/add', card({ accountNumber, holder: ' nur aisyah  BINTI ahmad ' })),
      addBankCard,
    );
    expect(added).toMatchObject({
      holder: 'Nur Aisyah binti Ahmad',
      accountNumber: '********5678',
      bankCode: 'MAYBANK',
      bankName: 'Maybank',
      branch: 'Jalan Tun Perak',
    });
    const list = dataOf(await call(member, 'bank/list', {}), listBankCards).items;
    expect(list).toEqual([added]);
    expect(JSON.stringify(list)).not.toContain(accountNumber);
    // The funding slice reads the full card through the repository.
    expect(await findMemberBankCard(testApp.services.db, member.memberId, added.id)).toEqual({
      id: added.id,
      holder: 'Nur Aisyah binti Ahmad',
      accountNumber,
      bankCode: 'MAYBANK',
      bankName: 'Maybank',
      branch: 'Jalan Tun Perak',
    });
    const stranger = await registerMember(testApp);
    expect(await findMemberBankCard(testApp.services.db, stranger.memberId, added.id)).toBeNull();
  });

  it('requires a verified real name, and the holder to be that name', async () => {
    const unverified = await registerMember(testApp);
    const refused = await call(unverified, 'bank/add', card());
    expect(refused.body).toMatchObject({ status: 0, msg: 'REAL_NAME_REQUIRED' });
    const member = await verifiedMember();
    const someoneElse = await call(member, 'bank/add', card({ holder: 'Lim Kok Wai' }));
    expect(someoneElse.body).toMatchObject({ status: 0, msg: 'BANK_CARD_NOT_HOLDER' });
  });

  it('requires every field and 5–17 digits, and a known bank', async () => {
    const member = await verifiedMember();
    for (const field of ['holder', 'accountNumber', 'bankCode', 'branch']) {
      const answer = await call(member, 'bank/add', card({ [field]: ' ' }));
      expect(answer.body, field).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field } });
    }
    for (const accountNumber of ['1234', '123456789012345678', '12345abc']) {
      const answer = await call(member, 'bank/add', card({ accountNumber }));
      expect(answer.body, accountNumber).toEqual({
        status: 0,
        msg: 'INVALID_INPUT',
        params: { field: 'accountNumber' },
      });
    }
    const unknownBank = await call(member, 'bank/add', card({ bankCode: 'NOBANK' }));
    expect(unknownBank.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'bankCode' } });
    const fiveDigits = await call(member, 'bank/add', card({ accountNumber: '12345' }));
    expect(fiveDigits.body.status).toBe(1);
  });

  it('refuses the same account number twice, also for another member', async () => {
    const member = await verifiedMember();
    const accountNumber = nextAccountNumber();
    expect((await call(member, 'bank/add', card({ accountNumber }))).body.status).toBe(1);
    const twice = await call(member, 'bank/add', card({ accountNumber }));
    expect(twice.body).toMatchObject({ status: 0, msg: 'BANK_CARD_EXISTS' });
    const other = await verifiedMember('Lim Kok Wai');
    const byOther = await call(other, 'bank/add', card({ accountNumber, holder: 'Lim Kok Wai' }));
    expect(byOther.body).toMatchObject({ status: 0, msg: 'BANK_CARD_EXISTS' });
  });

  it('binds one of two simultaneous cards with the same number', async () => {
    const first = await verifiedMember();
    const second = await verifiedMember('Lim Kok Wai');
    const accountNumber = nextAccountNumber();
    const answers = await Promise.all([
      call(first, 'bank/add', card({ accountNumber })),
      call(second, 'bank/add', card({ accountNumber, holder: 'Lim Kok Wai' })),
    ]);
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'BANK_CARD_EXISTS')).toHaveLength(1);
  });

  it('unbinds a card with the fund password only, and only the own card', async () => {
    const member = await verifiedMember();
    const accountNumber = nextAccountNumber();
    const added = dataOf(await call(member, 'bank/add', card({ accountNumber })), addBankCard);
    const other = await verifiedMember('Lim Kok Wai');
    const foreign = await call(other, 'bank/delete', { id: added.id, fundPassword: TEST_FUND_PASSWORD });
    expect(foreign.body).toMatchObject({ status: 0, msg: 'BANK_CARD_NOT_FOUND' });
    const wrong = await call(member, 'bank/delete', { id: added.id, fundPassword: '000000' });
    expect(wrong.body).toMatchObject({ status: 0, msg: 'WRONG_FUND_PASSWORD' });
    const noFundPassword = await registerMember(testApp);
    await markVerified(testApp, noFundPassword.memberId, 'Ali bin Abu');
    const ownCard = dataOf(
      await call(noFundPassword, 'bank/add', card({ holder: 'Ali bin Abu' })),
      addBankCard,
    );
    const notSet = await call(noFundPassword, 'bank/delete', { id: ownCard.id, fundPassword: '123456' });
    expect(notSet.body).toMatchObject({ status: 0, msg: 'FUND_PASSWORD_NOT_SET' });
    const deleted = await call(member, 'bank/delete', { id: added.id, fundPassword: TEST_FUND_PASSWORD });
    expect(deleted.body).toEqual({ status: 1, msg: '', data: null });
    expect(dataOf(await call(member, 'bank/list', {}), listBankCards)).toEqual({
      items: [],
      page: 1,
      total: 0,
      hasMore: false,
    });
    const again = await call(member, 'bank/delete', { id: added.id, fundPassword: TEST_FUND_PASSWORD });
    expect(again.body).toMatchObject({ status: 0, msg: 'BANK_CARD_NOT_FOUND' });
    // Once unbound, the number can be bound again.
    expect((await call(member, 'bank/add', card({ accountNumber }))).body.status).toBe(1);
  });

  it('binds wallets of each type with valid addresses, masked, with an own QR image', async () => {
    const member = await verifiedMember();
    const qrImageId = await uploadImage(testApp, member.session);
    const trc = dataOf(
      await call(member, 'wallet/add', { type: 'USDT-TRC20', address: TRC20, qrImageId }),
      addWallet,
    );
    expect(trc).toMatchObject({ type: 'USDT-TRC20', address: 'TR7NHq****Lj6t', qrImageId });
    const eth = dataOf(await call(member, 'wallet/add', { type: 'ETH', address: ERC20 }), addWallet);
    expect(eth).toMatchObject({ type: 'ETH', address: '0xdAC1****1ec7', qrImageId: null });
    const btc = await call(member, 'wallet/add', {
      type: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
    expect(btc.body.status).toBe(1);
    const list = dataOf(await call(member, 'wallet/list', {}), listWallets).items;
    expect(list.map((wallet) => wallet.type)).toEqual(['BTC', 'ETH', 'USDT-TRC20']);
    expect(JSON.stringify(list)).not.toContain(TRC20);
  });

  it('refuses invalid, duplicate and foreign-QR wallets', async () => {
    const member = await verifiedMember();
    const invalid = await call(member, 'wallet/add', { type: 'USDT-ERC20', address: TRC20 });
    expect(invalid.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'address' } });
    const empty = await call(member, 'wallet/add', { type: 'BTC', address: ' ' });
    expect(empty.body).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field: 'address' } });
    expect((await call(member, 'wallet/add', { type: 'USDT-ERC20', address: ERC20 })).body.status).toBe(1);
    const duplicate = await call(member, 'wallet/add', { type: 'USDT-ERC20', address: ERC20.toLowerCase() });
    expect(duplicate.body).toMatchObject({ status: 0, msg: 'WALLET_EXISTS' });
    const stranger = await registerMember(testApp);
    const foreignQr = await uploadImage(testApp, stranger.session);
    const withForeignQr = await call(member, 'wallet/add', {
      type: 'ETH',
      address: ERC20,
      qrImageId: foreignQr,
    });
    expect(withForeignQr.body).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
  });

  it("unbinds a wallet with the fund password; another member's wallet is not found", async () => {
    const member = await verifiedMember();
    const wallet = dataOf(
      await call(member, 'wallet/add', { type: 'BTC', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' }),
      addWallet,
    );
    const other = await verifiedMember('Lim Kok Wai');
    const foreign = await call(other, 'wallet/delete', { id: wallet.id, fundPassword: TEST_FUND_PASSWORD });
    expect(foreign.body).toMatchObject({ status: 0, msg: 'WALLET_NOT_FOUND' });
    const wrong = await call(member, 'wallet/delete', { id: wallet.id, fundPassword: '999999' });
    expect(wrong.body).toMatchObject({ status: 0, msg: 'WRONG_FUND_PASSWORD' });
    const deleted = await call(member, 'wallet/delete', { id: wallet.id, fundPassword: TEST_FUND_PASSWORD });
    expect(deleted.body.status).toBe(1);
    expect(dataOf(await call(member, 'wallet/list', {}), listWallets).items).toEqual([]);
  });

  it('lists cards and wallets ten a page, newest first, with the total and whether more follow', async () => {
    const member = await verifiedMember();
    const cardIds: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      cardIds.push(dataOf(await call(member, 'bank/add', card()), addBankCard).id);
    }
    const firstCards = dataOf(await call(member, 'bank/list', { page: 1 }), listBankCards);
    expect(firstCards).toMatchObject({ page: 1, total: 12, hasMore: true });
    expect(firstCards.items.map((row) => row.id)).toEqual(cardIds.slice(2).reverse());
    const secondCards = dataOf(await call(member, 'bank/list', { page: 2 }), listBankCards);
    expect(secondCards).toMatchObject({ page: 2, total: 12, hasMore: false });
    expect(secondCards.items.map((row) => row.id)).toEqual(cardIds.slice(0, 2).reverse());
    // Another member's cards are neither listed nor counted.
    const other = await verifiedMember('Lim Kok Wai');
    await call(other, 'bank/add', card({ holder: 'Lim Kok Wai' }));
    expect(dataOf(await call(member, 'bank/list', { page: 1 }), listBankCards).total).toBe(12);
    const badPage = await call(member, 'bank/list', { page: 0 });
    expect(badPage.body).toMatchObject({ status: 0, msg: 'INVALID_INPUT' });

    const walletIds: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const address = `0x${(index + 1).toString(16).padStart(40, 'a')}`;
      walletIds.push(dataOf(await call(member, 'wallet/add', { type: 'ETH', address }), addWallet).id);
    }
    const firstWallets = dataOf(await call(member, 'wallet/list', { page: 1 }), listWallets);
    expect(firstWallets).toMatchObject({ page: 1, total: 11, hasMore: true });
    expect(firstWallets.items.map((row) => row.id)).toEqual(walletIds.slice(1).reverse());
    const secondWallets = dataOf(await call(member, 'wallet/list', { page: 2 }), listWallets);
    expect(secondWallets).toMatchObject({ page: 2, total: 11, hasMore: false });
    expect(secondWallets.items.map((row) => row.id)).toEqual([walletIds[0]]);
  });

  it('lets admins edit the bank list, audited; other staff only read it', async () => {
    const saved = await postStaff(
      testApp.app,
      'banks/save',
      { code: 'bsn', name: 'Bank Simpanan Nasional', swift: 'bsnamyk1', isActive: true },
      { session: admin.session },
    );
    expect(saved.body).toMatchObject({ status: 1, data: { code: 'BSN', swift: 'BSNAMYK1', isActive: true } });
    const hidden = await postStaff(
      testApp.app,
      'banks/save',
      { code: 'AFFIN', name: 'Affin Bank', swift: 'PHBMMYKL', isActive: false },
      { session: admin.session },
    );
    expect(hidden.body.status).toBe(1);
    const [entry] = (await findAuditEntries(testApp, 'banks/save')).filter((row) => row.targetId === 'AFFIN');
    expect(entry).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    const staffList = dataOf(
      await postStaff(testApp.app, 'banks/list', {}, { session: support.session }),
      staffListBanks,
    );
    expect(staffList).toHaveLength(15);
    const bySupport = await postStaff(
      testApp.app,
      'banks/save',
      { code: 'BSN', name: 'X', swift: 'BSNAMYK1', isActive: true },
      { session: support.session },
    );
    expect(bySupport.body).toMatchObject({ status: 0, msg: 'ROLE_FORBIDDEN' });
    const badSwift = await postStaff(
      testApp.app,
      'banks/save',
      { code: 'BSN', name: 'BSN', swift: 'BS1', isActive: true },
      { session: admin.session },
    );
    expect(badSwift.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'swift' } });
    const member = await verifiedMember();
    const memberBanks = dataOf(await call(member, 'bank/banks', {}), listBanks);
    expect(memberBanks.map((bank) => bank.code)).toContain('BSN');
    expect(memberBanks.map((bank) => bank.code)).not.toContain('AFFIN');
    const inactive = await call(member, 'bank/add', card({ bankCode: 'AFFIN' }));
    expect(inactive.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'bankCode' } });
  });
});
