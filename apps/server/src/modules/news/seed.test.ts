import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsDetail, newsList } from '@saham/contract/news';
import { LANGUAGES } from '@saham/domain/languages';
import { newsArticles } from '../../db/schema-news.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { pastStamp } from './seed.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';

describe('demo news', () => {
  let testApp: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-news-seed-'));
    testApp = await createTestApp({ seed: 'demo', dataDir });
    await seedIfEmpty(testApp.services);
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes three hot news and three price information articles, every text in all six languages', async () => {
    const rows = await testApp.services.db.select().from(newsArticles);
    expect(rows.filter((row) => row.category === 'hot')).toHaveLength(3);
    expect(rows.filter((row) => row.category === 'price')).toHaveLength(3);
    for (const row of rows) {
      expect(row.state).toBe('published');
      for (const language of LANGUAGES) {
        expect(row.title[language], `${row.id} title ${language}`).toMatch(/\S/);
        expect(row.summary[language], `${row.id} summary ${language}`).toMatch(/\S/);
        expect(row.body[language], `${row.id} body ${language}`).toMatch(/^<(p|h3)>/);
      }
      // Each translation is its own text, not a copy of another language's.
      expect(new Set(LANGUAGES.map((language) => row.title[language])).size).toBeGreaterThanOrEqual(5);
    }
  });

  it('serves the drawn covers and the inline chart to visitors', async () => {
    const list = dataOf(await postMember(testApp.app, 'news/list', { page: 1 }), newsList);
    expect(list.total).toBe(6);
    for (const item of list.items) {
      expect(item.coverUrl).not.toBeNull();
      const cover = await testApp.app.inject({ method: 'GET', url: item.coverUrl ?? '' });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/webp');
    }
    const wraps = list.items.filter((item) => item.instrumentCodes.includes('FBMEMAS'));
    const wrap = dataOf(await postMember(testApp.app, 'news/detail', { id: wraps[0]?.id }), newsDetail);
    const chartUrl = /<img src="([^"]+)"/.exec(wrap.body)?.[1] ?? '';
    expect((await testApp.app.inject({ method: 'GET', url: chartUrl })).statusCode).toBe(200);
  });

  it('reads Simplified Chinese articles for a visitor who asks for ch', async () => {
    const list = dataOf(
      await postMember(testApp.app, 'news/list', { page: 1 }, { headers: { 'accept-language': 'ch' } }),
      newsList,
    );
    expect(list.items.map((item) => item.title)).toContain(
      '富时马来西亚综合指数周初走稳，投资者静候通胀数据',
    );
  });

  it('dates every article at least a week back, on a weekday and at a time that fit it (issue 16 §6)', async () => {
    const rows = await testApp.services.db.select().from(newsArticles);
    const now = testApp.clock.now().getTime();
    const malaysian = (at: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Kuala_Lumpur',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
    for (const row of rows) {
      const publishedAt = row.publishedAt ?? new Date(now);
      expect(now - publishedAt.getTime(), row.title.en).toBeGreaterThanOrEqual(7 * 86_400_000);
      expect(malaysian(publishedAt), row.title.en).toMatch(/^(Mon|Tue|Wed|Thu|Fri) /);
    }
    const byTitle = (text: string) =>
      rows.find((row) => row.title.en?.includes(text))?.publishedAt ?? undefined;
    // "starts the week" on a Monday; the midday wrap in the lunch break; closing rates after the close.
    expect(malaysian(byTitle('starts the week') ?? new Date(0))).toMatch(/^Mon /);
    expect(malaysian(byTitle('Midday wrap') ?? new Date(0))).toMatch(/^\w{3} 12:(3\d|4\d|5\d)$/);
    expect(malaysian(byTitle('closing rates') ?? new Date(0))).toMatch(/^\w{3} 17:30$/);
  });

  it('stamps a past weekday at its Malaysian clock time', () => {
    // Thursday 26 November 2026 22:00 UTC = Friday 06:00 MYT; a week back is Friday 20 November 06:00.
    const now = new Date('2026-11-26T22:00:00Z');
    expect(pastStamp(now, { weekday: 4, time: '12:40' }).toISOString()).toBe('2026-11-19T04:40:00.000Z');
    expect(pastStamp(now, { weekday: 5, time: '09:00' }).toISOString()).toBe('2026-11-13T01:00:00.000Z');
    expect(pastStamp(now, { weekday: 5, time: '05:00' }).toISOString()).toBe('2026-11-19T21:00:00.000Z');
    expect(pastStamp(now, { weekday: 4, time: '12:40', weeksBack: 1 }).toISOString()).toBe(
      '2026-11-12T04:40:00.000Z',
    );
  });
});
