// Uploaded logos on disk in DATA_DIR/uploads, named `logo-<32 hex>.<ext>`. What is stored is the
// re-encoded image (service.ts), its type from its content, never from its name or the browser's claim;
// only names of that exact form are ever read back, so a request cannot reach any other file.
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
