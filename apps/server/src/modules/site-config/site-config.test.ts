import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@saham/contract/common';
import { siteConfig } from '../../db/schema.ts';
import { call, callData } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInGuest } from '../../test/member-factory.ts';

describe('common/config', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.services.db.insert(siteConfig).values([
      { name: 'title', value: 'Saham Test' },
      { name: 'logo', value: '/logo.svg' },
      { name: 'datePattern', value: 'DD/MM/YYYY HH:mm' },
      { name: 'kefuUrl', value: 'https://example.test/chat' },
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers every configuration item to anyone, without a session', async () => {
    const items = await callData(testApp, config, { type: 'all' });
    expect(items).toEqual(
      expect.arrayContaining([
        { name: 'title', value: 'Saham Test' },
        { name: 'logo', value: '/logo.svg' },
        { name: 'datePattern', value: 'DD/MM/YYYY HH:mm' },
        { name: 'kefuUrl', value: 'https://example.test/chat' },
      ]),
    );
    // The four items staff saved, the display zone in force (Kuala Lumpur's: none saved) and the
    // markets the server has (none seeded here; issue 16 §6).
    expect(items).toHaveLength(6);
    expect(items.at(-2)).toEqual({ name: 'displayZone', value: 'Asia/Kuala_Lumpur' });
    expect(items.at(-1)).toEqual({ name: 'markets', value: '' });
  });

  it('answers the same to a visitor and ignores a stale token', async () => {
    const guest = await logInGuest(testApp);
    const withSession = await callData(testApp, config, { type: 'all' }, guest);
    const stale = await callData(testApp, config, { type: 'all' }, { token: 'expired', account: 'nobody' });
    expect(withSession).toHaveLength(6);
    expect(stale).toEqual(withSession);
  });

  it('refuses a type other than all with HTTP 400', async () => {
    // @ts-expect-error -- the typed client refuses the body at compile time; the server, at run time.
    expect((await call(testApp, config, { type: 'some' })).statusCode).toBe(400);
  });
});
