import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@saham/domain/languages';
import { noticeSchema } from '@saham/contract/common';
import { members, notices } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInGuest, postMember, registerMember, type SessionHeaders } from '../../test/member-factory.ts';

function localized(
  text: string,
  overrides: Partial<Record<Language, string>> = {},
): Record<Language, string> {
  const tagged = (language: Language) => `${text} [${language}]`;
  return {
    zh: tagged('zh'),
    ch: tagged('ch'),
    en: tagged('en'),
    ml: tagged('ml'),
    ja: tagged('ja'),
    ko: tagged('ko'),
    ...overrides,
  };
}

describe('user/notice', () => {
  let testApp: TestApp;
  let minutes = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Each notice one minute after the previous, so the order is known. */
  async function addNotice(
    title: string,
    options: { memberId?: number; deleted?: boolean; content?: Record<Language, string> } = {},
  ): Promise<string> {
    minutes += 1;
    const createdAt = new Date(Date.parse('2026-01-01T00:00:00Z') + minutes * 60_000);
    const [row] = await testApp.services.db
      .insert(notices)
      .values({
        memberId: options.memberId ?? null,
        title: localized(title),
        content: options.content ?? localized(`${title} body`),
        createdBy: 'test',
        createdAt,
        deletedAt: options.deleted ? createdAt : null,
      })
      .returning({ id: notices.id });
    return String(row?.id);
  }

  async function list(
    session: SessionHeaders,
    body: object = { type: 'myr' },
    headers: Record<string, string> = {},
  ) {
    const answer = await postMember(testApp.app, 'user/notice', body, { session, headers });
    expect(answer.body.status).toBe(1);
    return noticeSchema.array().parse(answer.body.data);
  }

  it("lists broadcast and the member's own notices, newest first, without deleted or others' ones", async () => {
    const member = await registerMember(testApp);
    const other = await registerMember(testApp);
    const broadcast = await addNotice('broadcast');
    await addNotice('deleted', { deleted: true });
    const personal = await addNotice('personal', { memberId: member.memberId });
    await addNotice('for someone else', { memberId: other.memberId });

    const items = await list(member.session);
    expect(items.map((item) => item.id)).toEqual([personal, broadcast]);
    expect(items[0]).toMatchObject({
      id: personal,
      title: 'personal [zh]',
      content: 'personal body [zh]',
      isPersonal: true,
    });
    expect(items[1]).toMatchObject({
      isPersonal: false,
      createdAt: expect.stringMatching(/^2026-01-01T00:\d\d:00\.000Z$/),
    });
  });

  it('shows visitors broadcast notices only', async () => {
    const member = await registerMember(testApp);
    await addNotice('only for a member', { memberId: member.memberId });
    const guest = await logInGuest(testApp);
    const items = await list(guest);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => !item.isPersonal)).toBe(true);
  });

  it('pages ten at a time', async () => {
    const member = await registerMember(testApp);
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1)
      ids.push(await addNotice(`page ${index}`, { memberId: member.memberId }));
    const newestFirst = ids.reverse();
    const first = await list(member.session, { type: 'myr' });
    const second = await list(member.session, { type: 'myr', page: 2 });
    expect(first.map((item) => item.id)).toEqual(newestFirst.slice(0, 10));
    expect(second.map((item) => item.id).slice(0, 2)).toEqual(newestFirst.slice(10, 12));
  });

  it("answers in the member's stored language, whatever the header says", async () => {
    const member = await registerMember(testApp);
    await testApp.services.db.update(members).set({ language: 'ja' }).where(eq(members.id, member.memberId));
    await addNotice('stored language', { memberId: member.memberId });
    const [newest] = await list(member.session, { type: 'myr' }, { 'accept-language': 'ko' });
    expect(newest?.title).toBe('stored language [ja]');
  });

  it('falls back to English, then to Traditional Chinese, for an empty translation', async () => {
    const member = await registerMember(testApp);
    await postMember(testApp.app, 'user/updateSettings', { language: 'ml' }, { session: member.session });
    await addNotice('fallback', {
      memberId: member.memberId,
      content: localized('fallback body', { ml: '', en: '' }),
    });
    const [newest] = await list(member.session);
    expect(newest).toMatchObject({ title: 'fallback [ml]', content: 'fallback body [zh]' });
  });

  it("answers visitors in the accept-language header's language, else Traditional Chinese", async () => {
    await addNotice('visitor language');
    const guest = await logInGuest(testApp);
    expect((await list(guest, { type: 'myr' }, { 'accept-language': 'ko' }))[0]?.title).toBe(
      'visitor language [ko]',
    );
    expect((await list(guest, { type: 'myr' }, { 'accept-language': 'fr' }))[0]?.title).toBe(
      'visitor language [zh]',
    );
    expect((await list(guest))[0]?.title).toBe('visitor language [zh]');
  });

  it('answers HTTP 401 without a session', async () => {
    expect((await postMember(testApp.app, 'user/notice', { type: 'myr' })).statusCode).toBe(401);
  });

  it('refuses a list type other than myr with HTTP 400', async () => {
    const member = await registerMember(testApp);
    const answer = await postMember(testApp.app, 'user/notice', { type: 'usd' }, { session: member.session });
    expect(answer.statusCode).toBe(400);
  });
});
