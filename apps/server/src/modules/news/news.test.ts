import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews, publishNews } from '@saham/contract/admin-news';
import { newsDetail, newsList } from '@saham/contract/news';
import { LANGUAGES, type Language } from '@saham/domain/languages';
import { SEED_INSTRUMENTS } from '@saham/domain/markets/instruments-seed';
import { members } from '../../db/schema.ts';
import { newsArticles } from '../../db/schema-news.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInGuest, postMember, registerMember, type SessionHeaders } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import { seedMarketDefaults } from '../markets/seed.ts';

function tagged(
  text: string,
  overrides: Partial<Record<Language, string>> = {},
  wrap = (inner: string) => inner,
): Record<Language, string> {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, wrap(`${text} [${language}]`)]));
  return { ...(texts as Record<Language, string>), ...overrides };
}

const paragraphs = (text: string, overrides: Partial<Record<Language, string>> = {}) =>
  tagged(text, overrides, (inner) => `<p>${inner}</p>`);

describe('news for members and visitors', () => {
  let testApp: TestApp;
  let support: LoggedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp();
    support = await createLoggedInStaff(testApp, 'support');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const staffCall = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: support.session });

  /** Writes an article as staff; published unless told otherwise, one minute after the previous. */
  async function addArticle(
    title: string,
    options: {
      category?: 'hot' | 'price';
      isPublished?: boolean;
      titles?: Record<Language, string>;
      body?: Record<Language, string>;
    } = {},
  ): Promise<number> {
    const created = dataOf(
      await staffCall('news/create', {
        category: options.category ?? 'hot',
        title: options.titles ?? tagged(title),
        summary: tagged(`${title} summary`),
        body: options.body ?? paragraphs(`${title} body`),
        coverImageId: null,
        instrumentCodes: ['1155'],
      }),
      createNews,
    );
    testApp.clock.advance(60_000);
    if (options.isPublished ?? true) dataOf(await staffCall('news/publish', { id: created.id }), publishNews);
    return created.id;
  }

  async function list(
    body: object,
    options: { session?: SessionHeaders; headers?: Record<string, string> } = {},
  ) {
    const answer = await postMember(testApp.app, 'news/list', body, options);
    return dataOf(answer, newsList);
  }

  it('lets a visitor without any session list and read published news', async () => {
    const id = await addArticle('KLCI opens firm');
    const page = await list({ page: 1 });
    expect(page.items[0]).toMatchObject({
      id,
      category: 'hot',
      title: 'KLCI opens firm [zh]',
      summary: 'KLCI opens firm summary [zh]',
      coverUrl: null,
      instrumentCodes: ['1155'],
    });
    const detail = await postMember(testApp.app, 'news/detail', { id });
    expect(dataOf(detail, newsDetail).body).toBe('<p>KLCI opens firm body [zh]</p>');
    const guest = await logInGuest(testApp);
    expect((await list({ page: 1 }, { session: guest })).items[0]?.id).toBe(id);
  });

  it('never shows drafts, unpublished or deleted articles, and refuses to open them', async () => {
    const draft = await addArticle('draft only', { isPublished: false });
    const unpublished = await addArticle('taken down');
    await staffCall('news/unpublish', { id: unpublished });
    const deleted = await addArticle('deleted');
    await staffCall('news/delete', { id: deleted });
    const titles = (await list({ page: 1 })).items.map((item) => item.title);
    for (const hidden of ['draft only [zh]', 'taken down [zh]', 'deleted [zh]'])
      expect(titles).not.toContain(hidden);
    for (const id of [draft, unpublished, deleted, 999_999]) {
      const answer = await postMember(testApp.app, 'news/detail', { id });
      expect(answer.body, String(id)).toEqual({ status: 0, msg: 'NEWS_NOT_FOUND', params: {} });
    }
  });

  it('filters by category and pages ten at a time, newest first', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1)
      ids.push(await addArticle(`price ${index}`, { category: 'price' }));
    const newestFirst = ids.reverse();
    const first = await list({ category: 'price', page: 1 });
    const second = await list({ category: 'price', page: 2 });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 10));
    expect(first).toMatchObject({ page: 1, total: 12, hasMore: true });
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(10));
    expect(second.hasMore).toBe(false);
    expect(first.items.every((item) => item.category === 'price')).toBe(true);
    const hot = await list({ category: 'hot', page: 1 });
    expect(hot.items.every((item) => item.category === 'hot')).toBe(true);
  });

  it("answers in the member's stored language, a visitor's header language, falling back to en then zh", async () => {
    const id = await addArticle('language', {
      titles: tagged('language', { ml: '', ko: '' }),
      body: paragraphs('body', { ml: '' }),
    });
    // Staff must give English; an older row may lack it, and then Traditional Chinese is read.
    const [row] = await testApp.services.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    await testApp.services.db
      .update(newsArticles)
      .set({ title: { ...row?.title, en: '' } })
      .where(eq(newsArticles.id, id));
    const member = await registerMember(testApp);
    await testApp.services.db.update(members).set({ language: 'ja' }).where(eq(members.id, member.memberId));
    const read = async (options: { session?: SessionHeaders; headers?: Record<string, string> }) =>
      dataOf(await postMember(testApp.app, 'news/detail', { id }, options), newsDetail);
    expect((await read({ session: member.session, headers: { 'accept-language': 'ko' } })).title).toBe(
      'language [ja]',
    );
    expect((await read({ headers: { 'accept-language': 'ch' } })).title).toBe('language [ch]');
    // Malay: the title falls back past the empty English to Traditional Chinese; the body to English.
    const malay = await read({ headers: { 'accept-language': 'ml' } });
    expect(malay).toMatchObject({ title: 'language [zh]', body: '<p>body [en]</p>' });
    expect((await read({ headers: { 'accept-language': 'fr' } })).title).toBe('language [zh]');
  });

  it('stores and serves bodies sanitised', async () => {
    const id = await addArticle('unsafe', {
      body: tagged('x', {
        zh: '<p onclick="x()">Ringgit<script>alert(1)</script> <a href="javascript:alert(1)">firm</a></p>',
      }),
    });
    const detail = dataOf(await postMember(testApp.app, 'news/detail', { id }), newsDetail);
    expect(detail.body).toBe('<p>Ringgit firm</p>');
  });

  it('names the related instruments for the chips that open their detail, in the reader’s language', async () => {
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    const created = dataOf(
      await staffCall('news/create', {
        category: 'hot',
        title: tagged('Banks lead'),
        summary: tagged('Banks lead summary'),
        body: paragraphs('Banks lead body'),
        coverImageId: null,
        // A code, a symbol, a short name of one already named, a code that names no instrument.
        instrumentCodes: ['1155', 'HK:0700', 'pbbank', 'MAYBANK', 'FBMKLCI', 'FCPO'],
      }),
      createNews,
    );
    dataOf(await staffCall('news/publish', { id: created.id }), publishNews);
    const seedName = (symbol: string, language: Language) => {
      const names = SEED_INSTRUMENTS.find((item) => item.symbol === symbol)?.names;
      return names?.[language] ?? names?.en;
    };

    const article = dataOf(await postMember(testApp.app, 'news/detail', { id: created.id }), newsDetail);
    expect(article.instrumentCodes).toEqual(['1155', 'HK:0700', 'PBBANK', 'MAYBANK', 'FBMKLCI', 'FCPO']);
    const expected = (relatedCode: string, symbol: string, assetClass: string) => ({
      relatedCode,
      symbol,
      market: symbol.split(':')[0],
      code: symbol.split(':')[1],
      name: seedName(symbol, 'zh'),
      assetClass,
    });
    expect(article.instruments).toEqual([
      expected('1155', 'MY:1155', 'stock'),
      expected('HK:0700', 'HK:0700', 'stock'),
      expected('PBBANK', 'MY:1295', 'stock'),
      expected('FBMKLCI', 'MY:FBMKLCI', 'index'),
    ]);
    const inEnglish = await postMember(
      testApp.app,
      'news/detail',
      { id: created.id },
      { headers: { 'accept-language': 'en' } },
    );
    expect(dataOf(inEnglish, newsDetail).instruments[0]?.name).toBe(seedName('MY:1155', 'en'));
  });

  it('refuses a bad page or category with HTTP 400, not a 500', async () => {
    expect((await postMember(testApp.app, 'news/list', { page: 0 })).statusCode).toBe(400);
    expect((await postMember(testApp.app, 'news/list', { page: 1, category: 'gossip' })).statusCode).toBe(
      400,
    );
    expect((await postMember(testApp.app, 'news/detail', { id: 'x' })).statusCode).toBe(400);
  });
});
