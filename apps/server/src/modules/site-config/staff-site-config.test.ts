import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { getSiteConfig, updateSiteConfig, uploadLogoResponseSchema } from '@saham/contract/admin-content';
import { config as publicConfig, SITE_CONFIG_NAMES } from '@saham/contract/common';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { multipartFile, PNG_1X1 } from '../../test/multipart.ts';
import { jpegWithExif, pngImage } from '../../test/identity-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';

describe('site configuration and logo upload', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saham-uploads-'));
    testApp = await createTestApp({ dataDir });
    admin = await createLoggedInStaff(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: admin.session, remoteAddress: '203.0.113.50' });

  function upload(fileName: string, bytes: Buffer) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/admin/config/uploadLogo',
      ...multipartFile('file', fileName, bytes, admin.session, 'image/png'),
    });
  }

  it('updates known names, which the member app then reads, audited with before and after', async () => {
    const before = dataOf(await call('config/get', {}), getSiteConfig);
    expect(before.map((item) => item.name).sort()).toEqual([...SITE_CONFIG_NAMES].sort());
    const answer = await call('config/update', {
      items: [
        { name: 'title', value: ' Saham Plus ' },
        { name: 'datePattern', value: 'DD/MM/YYYY HH:mm' },
        { name: 'kefuUrl', value: 'https://wa.me/60123456789' },
      ],
    });
    expect(dataOf(answer, updateSiteConfig)).toEqual(
      expect.arrayContaining([
        { name: 'title', value: 'Saham Plus' },
        { name: 'datePattern', value: 'DD/MM/YYYY HH:mm' },
      ]),
    );
    const seen = await postMember(testApp.app, 'common/config', { type: 'all' });
    expect(publicConfig.response.parse(seen.body.data)).toEqual(
      expect.arrayContaining([{ name: 'title', value: 'Saham Plus' }]),
    );
    const [entry] = await findAuditEntries(testApp, 'config/update');
    const titleBefore = before.find((item) => item.name === 'title')?.value;
    expect(entry).toMatchObject({
      staffUsername: admin.username,
      targetType: 'siteConfig',
      after: { title: 'Saham Plus', datePattern: 'DD/MM/YYYY HH:mm', kefuUrl: 'https://wa.me/60123456789' },
      ip: '203.0.113.50',
    });
    expect(entry?.before).toMatchObject({ title: titleBefore === '' ? null : (titleBefore ?? null) });
  });

  it('refuses unknown names and bad values, changing nothing', async () => {
    const refusals: [{ name: string; value: string }, string][] = [
      [{ name: 'colour', value: 'red' }, 'items.1.name'],
      [{ name: 'title', value: '' }, 'title'],
      [{ name: 'title', value: 'x'.repeat(61) }, 'title'],
      [{ name: 'datePattern', value: 'YYYY-MM-DD Q' }, 'datePattern'],
      [{ name: 'kefuUrl', value: 'javascript:alert(1)' }, 'kefuUrl'],
      [{ name: 'logo', value: '//evil.example/logo.png' }, 'logo'],
    ];
    for (const [item, field] of refusals) {
      // A valid change first: a refusal of the second item must leave the first unwritten too.
      const validChange =
        item.name === 'title'
          ? { name: 'kefuUrl', value: 'https://changed.example' }
          : { name: 'title', value: 'Changed' };
      const answer = await call('config/update', { items: [validChange, item] });
      expect(answer.body.status, field).toBe(0);
      expect(answer.body.params, field).toEqual({ field });
    }
    const twice = await call('config/update', {
      items: [
        { name: 'title', value: 'One' },
        { name: 'title', value: 'Two' },
      ],
    });
    expect(twice.body.params).toEqual({ field: 'items.1.name' });
    const config = dataOf(await call('config/get', {}), getSiteConfig);
    expect(config.find((item) => item.name === 'title')?.value).toBe('Saham Plus');
    expect(config.find((item) => item.name === 'kefuUrl')?.value).toBe('https://wa.me/60123456789');
    expect(await findAuditEntries(testApp, 'config/update')).toHaveLength(1);
  });

  async function uploadedUrl(fileName: string, bytes: Buffer): Promise<string> {
    const response = await upload(fileName, bytes);
    return uploadLogoResponseSchema.parse(response.json<{ data: unknown }>().data).url;
  }

  it('accepts a PNG logo, stores it under a random name and serves it with its type', async () => {
    const url = await uploadedUrl('my logo.png', PNG_1X1);
    expect(url).toMatch(/^\/uploads\/logo-[0-9a-f]{32}\.png$/);
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([url.slice('/uploads/'.length)]);
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1, height: 1 });
    const [entry] = await findAuditEntries(testApp, 'config/uploadLogo');
    expect(entry).toMatchObject({ staffUsername: admin.username, after: { url, type: 'png' } });
    const saved = await call('config/update', { items: [{ name: 'logo', value: url }] });
    expect(dataOf(saved, updateSiteConfig)).toContainEqual({ name: 'logo', value: url });
  });

  it('serves the logo re-encoded: bytes appended to the image and its EXIF are gone', async () => {
    const payload = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const png = Buffer.concat([await pngImage(24, 12), payload]);
    const jpeg = Buffer.concat([await jpegWithExif('GPS 3.1390N 101.6869E secret'), payload]);
    for (const [fileName, original, format] of [
      ['logo.png', png, 'png'],
      ['logo.jpg', jpeg, 'jpeg'],
    ] as const) {
      const served = await testApp.app.inject({ method: 'GET', url: await uploadedUrl(fileName, original) });
      expect(served.statusCode, fileName).toBe(200);
      expect(served.rawPayload.equals(original), fileName).toBe(false);
      expect(served.rawPayload.includes(payload), fileName).toBe(false);
      expect(served.rawPayload.includes('secret'), fileName).toBe(false);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format, fileName).toBe(format);
      expect(metadata.exif, fileName).toBeUndefined();
    }
  });

  it('refuses a text file named .png, and a file over 1 MB', async () => {
    const text = await upload('logo.png', Buffer.from('just some text, not an image'));
    expect(text.json()).toEqual({ status: 0, msg: 'UPLOAD_INVALID', params: {} });
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(1_048_577 - PNG_1X1.length)]);
    const tooLarge = await upload('big.png', big);
    expect(tooLarge.json()).toEqual({ status: 0, msg: 'UPLOAD_TOO_LARGE', params: {} });
    const svg = await upload('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.json()).toEqual({ status: 0, msg: 'UPLOAD_INVALID', params: {} });
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(3);
  });

  it('refuses an upload without a file field or without a session', async () => {
    const wrongField = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/config/uploadLogo',
      ...multipartFile('image', 'logo.png', PNG_1X1, admin.session),
    });
    expect(wrongField.json()).toMatchObject({ msg: 'UPLOAD_INVALID' });
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/config/uploadLogo',
      ...multipartFile('file', 'logo.png', PNG_1X1),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for names outside the upload pattern, including traversal attempts', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/uploads/..%2Fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/../secret.txt',
      '/uploads/logo-0123456789abcdef0123456789abcdef.png',
      '/uploads/logo-0123456789abcdef0123456789abcdef.svg',
      '/uploads/secret.txt',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
  });
});
