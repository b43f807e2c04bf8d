// Uploaded logos on disk in DATA_DIR/uploads, named `logo-<32 hex>.<ext>`. The type comes from the
// file's first bytes, never from its name or the browser's claim; only names of that exact form are
// ever read back, so a request cannot reach any other file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MAX_LOGO_BYTES = 1_048_576;

export type ImageType = 'png' | 'jpg' | 'webp';

const CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

const UPLOAD_NAME_PATTERN = /^logo-[0-9a-f]{32}\.(png|jpg|webp)$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type by magic bytes: PNG signature, JPEG SOI marker, or a RIFF container of WEBP. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'jpg';
  const isRiff = bytes.subarray(0, 4).toString('latin1') === 'RIFF';
  if (isRiff && bytes.length >= 16 && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Writes the image under a fresh random name and returns that name. */
export async function storeLogo(dataDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const directory = uploadsDirectory(dataDir);
  await fs.mkdir(directory, { recursive: true });
  const fileName = `logo-${randomBytes(16).toString('hex')}.${type}`;
  await fs.writeFile(path.join(directory, fileName), bytes, { flag: 'wx' });
  return fileName;
}

/** The stored upload and its content type; null for a name of the wrong form or a missing file. */
export async function readUpload(
  dataDir: string,
  fileName: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = UPLOAD_NAME_PATTERN.exec(fileName);
  const type = match?.[1];
  if (type !== 'png' && type !== 'jpg' && type !== 'webp') return null;
  try {
    const bytes = await fs.readFile(path.join(uploadsDirectory(dataDir), fileName));
    return { bytes, contentType: CONTENT_TYPES[type] };
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}
