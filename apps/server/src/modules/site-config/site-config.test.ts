import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { logInGuest, postMember } from '../../test/member-factory.ts';

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
    const answer = await postMember(testApp.app, 'common/config', { type: 'all' });
    expect(answer.body.status).toBe(1);
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        { name: 'title', value: 'Saham Test' },
        { name: 'logo', value: '/logo.svg' },
        { name: 'datePattern', value: 'DD/MM/YYYY HH:mm' },
        { name: 'kefuUrl', value: 'https://example.test/chat' },
      ]),
    );
    expect(answer.body.data).toHaveLength(4);
  });

  it('answers the same to a visitor and ignores a stale token', async () => {
    const guest = await logInGuest(testApp);
    const withSession = await postMember(testApp.app, 'common/config', { type: 'all' }, { session: guest });
    const stale = await postMember(
      testApp.app,
      'common/config',
      { type: 'all' },
      { session: { token: 'expired', account: 'nobody' } },
    );
    expect(withSession.body.data).toHaveLength(4);
    expect(stale.body.data).toEqual(withSession.body.data);
  });

  it('refuses a type other than all with HTTP 400', async () => {
    expect((await postMember(testApp.app, 'common/config', { type: 'some' })).statusCode).toBe(400);
  });
});
