// Uploaded images on disk in DATA_DIR/uploads, named `up-<32 hex>.<ext>`. Only names of that exact form
// are ever read back, so no request can reach any other file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadImageType } from './image-header.ts';

const STORED_NAME_PATTERN = /^up-[0-9a-f]{32}\.(jpg|png|webp)$/;
const EXTENSIONS: Record<UploadImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export async function storeImage(dataDir: string, bytes: Buffer, type: UploadImageType): Promise<string> {
  const directory = uploadsDirectory(dataDir);
  await fs.mkdir(directory, { recursive: true });
  const storedName = `up-${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
  await fs.writeFile(path.join(directory, storedName), bytes, { flag: 'wx' });
  return storedName;
}

export async function readStoredImage(dataDir: string, storedName: string): Promise<Buffer | null> {
  if (!STORED_NAME_PATTERN.test(storedName)) return null;
  try {
    return await fs.readFile(path.join(uploadsDirectory(dataDir), storedName));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}
