import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@saham/domain/languages';
import { createNotice, listNotices } from '@saham/contract/admin-content';
import { notice } from '@saham/contract/common';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';

function everyLanguage(text: string): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, `${text} ${language}`]));
}

describe('notices written by staff', () => {
  let testApp: TestApp;
  let support: LoggedInStaff;
  let member: TestMember;
  let otherMember: TestMember;
  beforeAll(async () => {
    testApp = await createTestApp();
    support = await createLoggedInStaff(testApp, 'support');
    member = await registerMember(testApp);
    otherMember = await registerMember(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: support.session, remoteAddress: '203.0.113.40' });

  async function memberNoticeTitles(reader: TestMember): Promise<string[]> {
    const answer = await postMember(testApp.app, 'user/notice', { type: 'myr' }, { session: reader.session });
    return notice.response.parse(answer.body.data).map((item) => item.title);
  }

  it('creates a broadcast notice every member reads, audited', async () => {
    const answer = await call('notices/create', {
      memberAccount: null,
      title: everyLanguage('Holiday'),
      content: everyLanguage('Closed on Monday'),
    });
    const created = dataOf(answer, createNotice);
    expect(created).toMatchObject({
      memberAccount: null,
      createdBy: support.username,
      title: { en: 'Holiday en' },
    });
    expect(await memberNoticeTitles(member)).toContain('Holiday zh');
    expect(await memberNoticeTitles(otherMember)).toContain('Holiday zh');
    const [entry] = await findAuditEntries(testApp, 'notices/create');
    expect(entry).toMatchObject({
      staffUsername: support.username,
      targetType: 'notice',
      targetId: String(created.id),
      after: { memberAccount: null, title: { ja: 'Holiday ja' } },
      ip: '203.0.113.40',
    });
  });

  it('creates a personal notice only its member reads', async () => {
    const answer = await call('notices/create', {
      memberAccount: member.account,
      title: everyLanguage('Your card'),
      content: everyLanguage('Card approved'),
    });
    expect(dataOf(answer, createNotice).memberAccount).toBe(member.account);
    expect(await memberNoticeTitles(member)).toContain('Your card zh');
    expect(await memberNoticeTitles(otherMember)).not.toContain('Your card zh');
  });

  it('refuses an unknown member and any empty language, naming the field', async () => {
    const unknown = await call('notices/create', {
      memberAccount: '609999999999',
      title: everyLanguage('x'),
      content: everyLanguage('y'),
    });
    expect(unknown.body.msg).toBe('MEMBER_NOT_FOUND');
    const noJapaneseTitle = await call('notices/create', {
      memberAccount: null,
      title: { ...everyLanguage('x'), ja: ' ' },
      content: everyLanguage('y'),
    });
    expect(noJapaneseTitle.body).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field: 'title.ja' } });
    const noEnglishContent = await call('notices/create', {
      memberAccount: null,
      title: everyLanguage('x'),
      content: { ...everyLanguage('y'), en: '' },
    });
    expect(noEnglishContent.body.params).toEqual({ field: 'content.en' });
    expect(await findAuditEntries(testApp, 'notices/create')).toHaveLength(2);
  });

  it('lists notices newest first and deletes one softly: members no longer read it', async () => {
    const list = dataOf(await call('notices/list', { page: 1 }), listNotices);
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.title.en)).toEqual(['Your card en', 'Holiday en']);
    const holiday = list.items[1]?.id ?? 0;
    expect((await call('notices/delete', { id: holiday })).body).toEqual({ status: 1, msg: '', data: null });
    expect(await memberNoticeTitles(member)).not.toContain('Holiday zh');
    expect(dataOf(await call('notices/list', { page: 1 }), listNotices).total).toBe(1);
    expect((await call('notices/delete', { id: holiday })).body.msg).toBe('NOT_FOUND');
    const [entry] = await findAuditEntries(testApp, 'notices/delete');
    expect(entry).toMatchObject({ targetId: String(holiday), before: { title: { en: 'Holiday en' } } });
  });
});
