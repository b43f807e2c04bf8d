// Factories for identity and banking tests: images made with sharp, member uploads through the API,
// and members whose real name is verified or who have a fund password.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { members } from '../db/schema.ts';
import type { TestApp } from './harness.ts';
import { postMember, type CallAnswer, type SessionHeaders, type TestMember } from './member-factory.ts';
import { multipartFile } from './multipart.ts';

export const TEST_FUND_PASSWORD = '135790';

/** A fresh directory for DATA_DIR, so uploads land outside the repository. */
export function temporaryDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'saham-identity-test-'));
}

/** A small JPEG carrying an EXIF description, to check that metadata is stripped. */
export function jpegWithExif(description = 'GPS 3.1390N 101.6869E secret'): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: description } })
    .toBuffer();
}

export function pngImage(width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer();
}

export function webpImage(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: '#00aa55' } })
    .webp()
    .toBuffer();
}

/** A PNG signature and IHDR chunk that claims the given size; nothing after it. */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

export async function postUpload(
  testApp: TestApp,
  session: SessionHeaders | undefined,
  bytes: Buffer,
  fileName = 'photo.jpg',
  contentType = 'image/jpeg',
): Promise<CallAnswer> {
  const form = multipartFile('file', fileName, bytes, session ?? {}, contentType);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/vue/common/upload',
    payload: form.payload,
    headers: form.headers,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Uploads an image as the member and returns its public id. */
export async function uploadImage(testApp: TestApp, session: SessionHeaders): Promise<string> {
  const answer = await postUpload(testApp, session, await pngImage(), 'id.png', 'image/png');
  const data = answer.body.data;
  const id: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'id') : undefined;
  if (answer.body.status !== 1 || typeof id !== 'string') {
    throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  }
  return id;
}

/** Marks the member verified with this name directly (for banking tests that need it as given). */
export async function markVerified(testApp: TestApp, memberId: number, name: string): Promise<void> {
  await testApp.services.db
    .update(members)
    .set({ realNameStatus: 'verified', name })
    .where(eq(members.id, memberId));
}

export async function setFundPassword(testApp: TestApp, member: TestMember): Promise<void> {
  const answer = await postMember(
    testApp.app,
    'user/setFundPassword',
    { fundPassword: TEST_FUND_PASSWORD, confirmPassword: TEST_FUND_PASSWORD },
    { session: member.session },
  );
  if (answer.body.status !== 1) throw new Error(`setFundPassword failed: ${JSON.stringify(answer.body)}`);
}
