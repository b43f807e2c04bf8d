// Checks an uploaded image and re-encodes it with sharp: the type comes from the content, the
// dimensions from the header (before any decoding), and the re-encoded copy carries no metadata
// (EXIF, GPS, comments), which sharp drops unless asked to keep it.
import { UPLOAD_MAX_PIXELS } from '@saham/contract/identity';
import { refuse } from '../../http/business-error.ts';
import { readImageHeader, type UploadImageType } from './image-header.ts';

export const CONTENT_TYPES: Record<UploadImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface CleanImage {
  type: UploadImageType;
  bytes: Buffer;
  width: number;
  height: number;
}

export async function reencodeImage(original: Buffer): Promise<CleanImage> {
  const header = readImageHeader(original);
  if (!header || header.width < 1 || header.height < 1) return refuse('UPLOAD_INVALID');
  if (header.width * header.height > UPLOAD_MAX_PIXELS) return refuse('UPLOAD_TOO_LARGE');
  // sharp (libvips, about 23 MB resident) loads at the first upload, not at start
  // (docs/decisions/0012-server-memory.md).
  const { default: sharp } = await import('sharp');
  try {
    // limitInputPixels guards again in case the header lied; rotate() applies the EXIF orientation
    // before the EXIF block is dropped.
    const pipeline = sharp(original, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      header.type === 'jpeg'
        ? pipeline.jpeg({ quality: 90 })
        : header.type === 'png'
          ? pipeline.png()
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { type: header.type, bytes: data, width: info.width, height: info.height };
  } catch {
    return refuse('UPLOAD_INVALID');
  }
}
