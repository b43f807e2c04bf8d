import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNews,
  getNews,
  listNews,
  publishNews,
  unpublishNews,
  updateNews,
  UPLOAD_NEWS_IMAGE_PATH,
  uploadNewsImageResponseSchema,
} from '@saham/contract/admin-news';
import { newsDetail, newsList } from '@saham/contract/news';
import { LANGUAGES } from '@saham/domain/languages';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { multipartFile, PNG_1X1 } from '../../test/multipart.ts';
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

function fields(title: string, overrides: object = {}) {
  return {
    category: 'price',
    title: everyLanguage(title),
    summary: everyLanguage(`${title} summary`),
    body: everyLanguage(`<p>${title} body</p>`),
    coverImageId: null,
    instrumentCodes: ['1155', ' maybank ', '1155'],
    ...overrides,
  };
}

describe('news written by staff', () => {
  let testApp: TestApp;
  let support: LoggedInStaff;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-news-'));
    testApp = await createTestApp({ dataDir });
    support = await createLoggedInStaff(testApp, 'support');
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: support.session, remoteAddress: '203.0.113.41' });

  async function uploadImage(): Promise<{ id: string; url: string }> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/${UPLOAD_NEWS_IMAGE_PATH}`,
      ...multipartFile('file', 'chart.png', PNG_1X1, support.session),
    });
    const body = response.json();
    expect(body.status, JSON.stringify(body)).toBe(1);
    return uploadNewsImageResponseSchema.parse(body.data);
  }

  it('creates a draft with a cover, audited, that readers cannot see until it is published', async () => {
    const cover = await uploadImage();
    expect(cover.url).toBe(`/api/vue/news/image/${cover.id}`);
    const created = dataOf(
      await call('news/create', fields('Ringgit', { coverImageId: cover.id })),
      createNews,
    );
    expect(created).toMatchObject({
      state: 'draft',
      publishedAt: null,
      authorName: support.username,
      coverUrl: cover.url,
      instrumentCodes: ['1155', 'MAYBANK'],
      body: { en: '<p>Ringgit body</p> en' },
    });
    const [entry] = await findAuditEntries(testApp, 'news/create');
    expect(entry).toMatchObject({
      staffUsername: support.username,
      targetType: 'news',
      targetId: String(created.id),
      after: { state: 'draft', title: { ja: 'Ringgit ja' } },
      ip: '203.0.113.41',
    });
    expect((await findAuditEntries(testApp, 'news/uploadImage'))[0]?.targetId).toBe(cover.id);
    expect((await postMember(testApp.app, 'news/detail', { id: created.id })).body.msg).toBe(
      'NEWS_NOT_FOUND',
    );

    const published = dataOf(await call('news/publish', { id: created.id }), publishNews);
    expect(published.state).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const read = dataOf(await postMember(testApp.app, 'news/detail', { id: created.id }), newsDetail);
    expect(read).toMatchObject({ title: 'Ringgit zh', coverUrl: cover.url });
    expect((await findAuditEntries(testApp, 'news/publish'))[0]?.after).toMatchObject({ state: 'published' });
  });

  it('serves news images to anyone, without a session; unknown ids are 404', async () => {
    const image = await uploadImage();
    const response = await testApp.app.inject({ method: 'GET', url: image.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('public');
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    for (const url of ['/api/vue/news/image/unknownunknownunknown', '/api/vue/news/image/..%2F..%2Fetc']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('refuses a non-image upload and an unknown cover id', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/${UPLOAD_NEWS_IMAGE_PATH}`,
      ...multipartFile('file', 'evil.svg', Buffer.from('<svg onload="alert(1)"/>'), support.session),
    });
    expect(response.json()).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
    const answer = await call('news/create', fields('x', { coverImageId: 'nosuchimage123' }));
    expect(answer.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'coverImageId' } });
  });

  it('requires title, summary and body in Traditional Chinese and English; others may be empty', async () => {
    const noZhTitle = await call('news/create', fields('x', { title: { ...everyLanguage('x'), zh: ' ' } }));
    expect(noZhTitle.body).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field: 'title.zh' } });
    const emptyEnBody = await call(
      'news/create',
      fields('x', { body: { ...everyLanguage('<p>x</p>'), en: '<p><script>x</script> </p>' } }),
    );
    expect(emptyEnBody.body.params).toEqual({ field: 'body.en' });
    const onlyFallbacks = { zh: '中文', en: 'English', ch: '', ml: '', ja: '', ko: '' };
    const created = dataOf(
      await call(
        'news/create',
        fields('x', { title: onlyFallbacks, summary: onlyFallbacks, body: onlyFallbacks }),
      ),
      createNews,
    );
    expect(created.body).toMatchObject({ zh: '中文', ja: '' });
  });

  it('sanitises the body on update, lists by search and state, unpublishes and deletes softly', async () => {
    const created = dataOf(await call('news/create', fields('Palm oil futures')), createNews);
    const updated = dataOf(
      await call('news/update', {
        id: created.id,
        ...fields('Palm oil futures', {
          category: 'hot',
          body: everyLanguage('<p style="x">CPO<iframe src="https://x.example"></iframe></p>'),
        }),
      }),
      updateNews,
    );
    expect(updated).toMatchObject({ category: 'hot', body: { en: '<p>CPO</p> en' } });
    expect((await findAuditEntries(testApp, 'news/update'))[0]?.before).toMatchObject({ category: 'price' });

    const searched = dataOf(await call('news/list', { page: 1, search: 'palm OIL' }), listNews);
    expect(searched.items.map((item) => item.id)).toEqual([created.id]);
    const bySecondLanguage = dataOf(await call('news/list', { page: 1, search: 'futures ja' }), listNews);
    expect(bySecondLanguage.items.map((item) => item.id)).toEqual([created.id]);
    const drafts = dataOf(await call('news/list', { page: 1, state: 'draft' }), listNews);
    expect(drafts.items.every((item) => item.state === 'draft')).toBe(true);
    expect(drafts.items.map((item) => item.id)).toContain(created.id);
    expect(dataOf(await call('news/list', { page: 1, search: '100%_' }), listNews).total).toBe(0);

    const published = dataOf(await call('news/publish', { id: created.id }), publishNews);
    testApp.clock.advance(60_000);
    const unpublished = dataOf(await call('news/unpublish', { id: created.id }), unpublishNews);
    expect(unpublished.state).toBe('unpublished');
    const republished = dataOf(await call('news/publish', { id: created.id }), publishNews);
    expect(republished.publishedAt).toBe(published.publishedAt);

    expect((await call('news/delete', { id: created.id })).body).toEqual({ status: 1, msg: '', data: null });
    expect((await call('news/get', { id: created.id })).body.msg).toBe('NEWS_NOT_FOUND');
    expect((await call('news/delete', { id: created.id })).body.msg).toBe('NEWS_NOT_FOUND');
    const list = dataOf(await postMember(testApp.app, 'news/list', { page: 1 }), newsList);
    expect(list.items.map((item) => item.id)).not.toContain(created.id);
    const [entry] = await findAuditEntries(testApp, 'news/delete');
    expect(entry).toMatchObject({ targetId: String(created.id), before: { state: 'published' } });
  });

  it('reads one article in full for the editor', async () => {
    const created = dataOf(await call('news/create', fields('Editor')), createNews);
    const read = dataOf(await call('news/get', { id: created.id }), getNews);
    expect(read).toEqual(created);
  });
});
