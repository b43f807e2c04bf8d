// News images: staff upload them (covers and inline body images) and anyone reads them. An uploaded
// image is checked by content and re-encoded without metadata (the uploads module's rule), stored in
// DATA_DIR/uploads and recorded in news_images under a random public id. It is public from the moment
// it is uploaded — GET /api/vue/news/image/<id> needs no session — because only staff upload news
// images and only to publish them; the id is unguessable, so an image of a draft is not found by
// browsing. Names are never reused, so the answer may be cached for good.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NEWS_IMAGE_ID_PATTERN, newsImageUrl } from '@saham/contract/news';
import type { Db } from '../../db/client.ts';
import { newsImages } from '../../db/schema-news.ts';
import type { Services } from '../../http/context.ts';
import { CONTENT_TYPES, reencodeImage } from '../uploads/reencode-image.ts';
import { readStoredImage, storeImage } from '../uploads/store.ts';
import type { UploadImageType } from '../uploads/image-header.ts';

export interface SavedNewsImage {
  id: string;
  url: string;
}

/** Stores already clean image bytes (re-encoded, or drawn by the seed) and records them. */
export async function recordNewsImage(
  db: Db,
  dataDir: string,
  image: { type: UploadImageType; bytes: Buffer; width: number; height: number },
  uploader: { staffId: number | null; now: Date },
): Promise<SavedNewsImage> {
  const storedName = await storeImage(dataDir, image.bytes, image.type);
  const publicId = randomBytes(18).toString('base64url');
  await db.insert(newsImages).values({
    publicId,
    storedName,
    contentType: CONTENT_TYPES[image.type],
    sizeBytes: image.bytes.length,
    width: image.width,
    height: image.height,
    uploadedByStaffId: uploader.staffId,
    createdAt: uploader.now,
  });
  return { id: publicId, url: newsImageUrl(publicId) };
}

export async function saveNewsImage(
  services: Services,
  staffId: number,
  original: Buffer,
): Promise<SavedNewsImage> {
  const image = await reencodeImage(original);
  return recordNewsImage(services.db, services.config.dataDir, image, {
    staffId,
    now: services.clock.now(),
  });
}

export async function newsImageExists(db: Db, publicId: string): Promise<boolean> {
  if (!NEWS_IMAGE_ID_PATTERN.test(publicId)) return false;
  const rows = await db
    .select({ id: newsImages.id })
    .from(newsImages)
    .where(eq(newsImages.publicId, publicId))
    .limit(1);
  return rows.length > 0;
}

export async function readNewsImage(
  services: Services,
  publicId: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!NEWS_IMAGE_ID_PATTERN.test(publicId)) return null;
  const [row] = await services.db.select().from(newsImages).where(eq(newsImages.publicId, publicId)).limit(1);
  if (!row) return null;
  const bytes = await readStoredImage(services.config.dataDir, row.storedName);
  return bytes ? { bytes, contentType: row.contentType } : null;
}
