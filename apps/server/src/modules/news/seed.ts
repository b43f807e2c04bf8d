// Seeds the demo news (SEED=demo only): six published articles with covers the seed draws — a
// gradient with a price line, no text, so one picture suits every language — and a chart image for
// the article whose body shows one.
import type { Db } from '../../db/client.ts';
import { newsArticles } from '../../db/schema-news.ts';
import { sanitizeNewsBody } from './sanitize-body.ts';
import { recordNewsImage } from './images.ts';
import { SEED_ARTICLES, type SeedArticle } from './seed-articles.ts';

const COVER = { width: 720, height: 400 };

/** A deterministic walk of `count` points between 0 and 1 (a small linear congruential generator). */
function pricePath(seed: number, count: number): number[] {
  let state = seed;
  let level = 0.5;
  const points: number[] = [];
  for (let index = 0; index < count; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    level = Math.min(0.9, Math.max(0.1, level + (state / 2_147_483_648 - 0.46) * 0.12));
    points.push(level);
  }
  return points;
}

function coverSvg(palette: SeedArticle['palette'], seed: number): string {
  const [from, to, line] = palette;
  const { width, height } = COVER;
  const points = pricePath(seed, 36);
  const step = width / (points.length - 1);
  const coordinates = points.map(
    (value, index) =>
      `${(index * step).toFixed(1)},${(height * 0.2 + (1 - value) * height * 0.65).toFixed(1)}`,
  );
  const area = `0,${height} ${coordinates.join(' ')} ${width},${height}`;
  const grid = [1, 2, 3, 4]
    .map(
      (row) =>
        `<line x1="0" x2="${width}" y1="${row * 80}" y2="${row * 80}" stroke="#fff" stroke-opacity="0.12"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${line}" stop-opacity="0.45"/><stop offset="1" stop-color="${line}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${grid}
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="120" fill="#fff" fill-opacity="0.07"/>
<polygon points="${area}" fill="url(#fill)"/>
<polyline points="${coordinates.join(' ')}" fill="none" stroke="${line}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
</svg>`;
}

async function drawImage(db: Db, dataDir: string, svg: string, now: Date) {
  // Loaded here, not at start: only a demo seed draws (docs/decisions/0012-server-memory.md).
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(Buffer.from(svg))
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return recordNewsImage(
    db,
    dataDir,
    { type: 'webp', bytes: data, width: info.width, height: info.height },
    {
      staffId: null,
      now,
    },
  );
}

const DAY_MS = 86_400_000;
/** Malaysian time is UTC+8 all year (no daylight saving). */
const MYT_OFFSET_MS = 8 * 3_600_000;

/**
 * The latest instant at least a week (and `weeksBack` weeks more) before `now` that falls on the stamp's weekday and clock time in
 * Malaysia: a seeded article carries a past date that fits what it describes (issue 16 §6).
 */
export function pastStamp(now: Date, stamp: SeedArticle['stampedAt']): Date {
  const [hours = 0, minutes = 0] = stamp.time.split(':').map(Number);
  const latest = now.getTime() - 7 * (1 + (stamp.weeksBack ?? 0)) * DAY_MS;
  // A Date shifted by the offset reads Malaysian fields through its UTC getters.
  const local = new Date(latest + MYT_OFFSET_MS);
  let candidate =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes) - MYT_OFFSET_MS;
  while (candidate > latest || new Date(candidate + MYT_OFFSET_MS).getUTCDay() !== stamp.weekday) {
    candidate -= DAY_MS;
  }
  return new Date(candidate);
}

export async function seedNews(tx: Db, dataDir: string, now: Date): Promise<void> {
  for (const [index, article] of SEED_ARTICLES.entries()) {
    const cover = await drawImage(tx, dataDir, coverSvg(article.palette, index + 7), now);
    const chart = article.body.en.includes('{chart}')
      ? await drawImage(tx, dataDir, coverSvg(['#ffffff', '#eef4ff', '#1677ff'], index + 101), now)
      : null;
    const body = Object.fromEntries(
      Object.entries(article.body).map(([language, html]) => [
        language,
        sanitizeNewsBody(chart === null ? html : html.replaceAll('{chart}', chart.url)),
      ]),
    );
    const publishedAt = pastStamp(now, article.stampedAt);
    await tx.insert(newsArticles).values({
      category: article.category,
      state: 'published',
      title: article.title,
      summary: article.summary,
      body,
      coverImageId: cover.id,
      instrumentCodes: article.instrumentCodes,
      publishedAt,
      authorStaffId: null,
      authorName: 'system',
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
}
