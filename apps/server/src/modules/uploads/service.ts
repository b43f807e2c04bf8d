// Member image uploads (ID photos, wallet QR codes): checked by content, re-encoded without metadata,
// stored under a random name and read back only by their owner or by staff.
import { randomBytes } from 'node:crypto';
import type { UploadResult } from '@saham/contract/identity';
import type { Services } from '../../http/context.ts';
import { reencodeImage, CONTENT_TYPES } from './reencode-image.ts';
import { findMemberUpload, findUploadByPublicId, insertUpload, type UploadRow } from './repo.ts';
import { readStoredImage, storeImage } from './store.ts';

const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

export async function saveMemberUpload(
  services: Services,
  memberId: number,
  original: Buffer,
): Promise<UploadResult> {
  const image = await reencodeImage(original);
  const storedName = await storeImage(services.config.dataDir, image.bytes, image.type);
  const row = await insertUpload(services.db, {
    publicId: randomBytes(18).toString('base64url'),
    memberId,
    storedName,
    contentType: CONTENT_TYPES[image.type],
    sizeBytes: image.bytes.length,
    width: image.width,
    height: image.height,
    createdAt: services.clock.now(),
  });
  return { id: row.publicId };
}

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

async function fileOf(services: Services, row: UploadRow | null): Promise<StoredFile | null> {
  if (!row) return null;
  const bytes = await readStoredImage(services.config.dataDir, row.storedName);
  return bytes ? { bytes, contentType: row.contentType } : null;
}

/** The member's own file; null for an unknown id or another member's. */
export async function readMemberFile(
  services: Services,
  memberId: number,
  publicId: string,
): Promise<StoredFile | null> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return null;
  return fileOf(services, await findMemberUpload(services.db, memberId, publicId));
}

export async function readFileForStaff(services: Services, publicId: string): Promise<StoredFile | null> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return null;
  return fileOf(services, await findUploadByPublicId(services.db, publicId));
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { findMemberUpload, insertUpload } from './repo.ts';
