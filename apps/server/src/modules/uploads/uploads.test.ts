import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInGuest, registerMember, type TestMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import {
  jpegWithExif,
  pngHeaderClaiming,
  pngImage,
  postUpload,
  temporaryDataDir,
  webpImage,
} from '../../test/identity-factory.ts';

describe('member uploads', () => {
  let testApp: TestApp;
  let dataDir: string;
  let owner: TestMember;
  let other: TestMember;
  let reviewer: LoggedInStaff;
  beforeAll(async () => {
    dataDir = temporaryDataDir();
    testApp = await createTestApp({ dataDir });
    owner = await registerMember(testApp);
    other = await registerMember(testApp);
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadedId = (answer: { body: { status: number; data?: unknown } }): string => {
    expect(answer.body.status).toBe(1);
    const data = answer.body.data;
    const id: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'id') : undefined;
    if (typeof id !== 'string') throw new Error('no id');
    return id;
  };

  const getFile = (url: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('stores a JPEG re-encoded without its EXIF metadata, under a random name', async () => {
    const original = await jpegWithExif('GPS secret place');
    expect(original.includes(Buffer.from('GPS secret place'))).toBe(true);
    const id = uploadedId(await postUpload(testApp, owner.session, original));
    expect(id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const file = await getFile(`/api/vue/common/file/${id}`, owner.session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes(Buffer.from('GPS secret place'))).toBe(false);
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(metadata.exif).toBeUndefined();
    const stored = fs.readdirSync(path.join(dataDir, 'uploads'));
    expect(stored.some((name) => /^up-[0-9a-f]{32}\.jpg$/.test(name))).toBe(true);
  });

  it('accepts PNG and WebP whatever the file name claims', async () => {
    const png = uploadedId(await postUpload(testApp, owner.session, await pngImage(), 'x.gif', 'image/gif'));
    const pngFile = await getFile(`/api/vue/common/file/${png}`, owner.session);
    expect(pngFile.headers['content-type']).toBe('image/png');
    const webp = uploadedId(await postUpload(testApp, owner.session, await webpImage(), 'x.bin'));
    const webpFile = await getFile(`/api/vue/common/file/${webp}`, owner.session);
    expect(webpFile.headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image, and a renamed executable', async () => {
    const text = await postUpload(
      testApp,
      owner.session,
      Buffer.from('hello, not an image'),
      'a.png',
      'image/png',
    );
    expect(text.body).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
    const executable = await postUpload(testApp, owner.session, elf, 'selfie.jpg', 'image/jpeg');
    expect(executable.body).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0)]);
    const exe = await postUpload(testApp, owner.session, mz, 'photo.png', 'image/png');
    expect(exe.body).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
    // A JPEG signature followed by garbage is not a JPEG either.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]);
    const broken = await postUpload(testApp, owner.session, fake);
    expect(broken.body).toMatchObject({ status: 0, msg: 'UPLOAD_INVALID' });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024, 0)]);
    const answer = await postUpload(testApp, owner.session, big, 'big.png', 'image/png');
    expect(answer.body).toMatchObject({ status: 0, msg: 'UPLOAD_TOO_LARGE' });
  });

  it('refuses a broken multipart body with 400 INVALID_INPUT, storing nothing', async () => {
    const image = (await pngImage()).toString('latin1');
    const part = `--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${image}`;
    const storedFiles = () => fs.readdirSync(path.join(dataDir, 'uploads')).sort();
    const before = storedFiles();
    for (const [payload, contentType] of [
      [part, 'multipart/form-data; boundary=b0undary'],
      [`${part}\r\n--b0undary--\r\n`, 'multipart/form-data; boundary=other'],
      [`${part}\r\n--b0undary--\r\n`, 'multipart/form-data'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/vue/common/upload',
        payload: Buffer.from(payload, 'latin1'),
        headers: { ...owner.session, 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json(), contentType).toEqual({
        status: 0,
        msg: 'INVALID_INPUT',
        params: { field: 'body' },
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a pixel bomb by its header, without decoding it', async () => {
    const bomb = pngHeaderClaiming(50_000, 50_000);
    const answer = await postUpload(testApp, owner.session, bomb, 'bomb.png', 'image/png');
    expect(answer.body).toMatchObject({ status: 0, msg: 'UPLOAD_TOO_LARGE' });
  });

  it('serves a file to its owner and to staff only', async () => {
    const id = uploadedId(await postUpload(testApp, owner.session, await pngImage(), 'id.png'));
    const byOther = await getFile(`/api/vue/common/file/${id}`, other.session);
    expect(byOther.statusCode).toBe(404);
    const anonymous = await getFile(`/api/vue/common/file/${id}`, {});
    expect(anonymous.statusCode).toBe(401);
    const byStaff = await getFile(`/api/admin/files/${id}`, reviewer.session);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.headers['content-type']).toBe('image/png');
    const staffWithoutSession = await getFile(`/api/admin/files/${id}`, {});
    expect(staffWithoutSession.statusCode).toBe(401);
    const memberOnStaffPath = await getFile(`/api/admin/files/${id}`, owner.session);
    expect(memberOnStaffPath.statusCode).toBe(401);
    const unknown = await getFile('/api/vue/common/file/..%2F..%2Fetc%2Fpasswd', owner.session);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses uploads from visitors and anonymous callers', async () => {
    const guest = await logInGuest(testApp);
    const asGuest = await postUpload(testApp, guest, await pngImage());
    expect(asGuest.body).toMatchObject({ status: 0, msg: 'LOGIN_REQUIRED' });
    const anonymous = await postUpload(testApp, undefined, await pngImage());
    expect(anonymous.statusCode).toBe(401);
  });
});
