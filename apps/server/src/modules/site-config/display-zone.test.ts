import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteConfig } from '@saham/contract/admin-content';
import { config as publicConfig } from '@saham/contract/common';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';

describe('the display zone (site configuration)', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const update = (value: string) =>
    postStaff(
      testApp.app,
      'config/update',
      { items: [{ name: 'displayZone', value }] },
      { session: admin.session },
    );
  const zoneOf = (items: readonly { name: string; value: string }[]) =>
    items.find((item) => item.name === 'displayZone')?.value;
  const publicZone = async () =>
    zoneOf(dataOf(await postMember(testApp.app, 'common/config', { type: 'all' }), publicConfig));

  it('is Kuala Lumpur until staff set another, for staff and in the public configuration', async () => {
    expect(
      zoneOf(
        dataOf(await postStaff(testApp.app, 'config/get', {}, { session: admin.session }), getSiteConfig),
      ),
    ).toBe('Asia/Kuala_Lumpur');
    expect(await publicZone()).toBe('Asia/Kuala_Lumpur');
  });

  it('takes an IANA zone, delivers it to the apps and audits the change', async () => {
    const answer = dataOf(await update(' Asia/Tokyo '), getSiteConfig);
    expect(zoneOf(answer)).toBe('Asia/Tokyo');
    expect(await publicZone()).toBe('Asia/Tokyo');
    const [entry] = (await findAuditEntries(testApp, 'config/update')).filter((row) =>
      (row.targetId ?? '').includes('displayZone'),
    );
    expect(entry).toMatchObject({
      staffId: admin.staffId,
      before: { displayZone: null },
      after: { displayZone: 'Asia/Tokyo' },
    });
  });

  it('takes every item at once, as the back office’s site-config page saves them', async () => {
    const items = dataOf(
      await postStaff(testApp.app, 'config/get', {}, { session: admin.session }),
      getSiteConfig,
    );
    const answer = await postStaff(
      testApp.app,
      'config/update',
      {
        items: items.map((item) => ({
          name: item.name,
          value:
            item.name === 'title'
              ? 'Saham'
              : item.name === 'datePattern'
                ? 'YYYY-MM-DD HH:mm'
                : item.name === 'kefuUrl'
                  ? 'https://wa.me/60300000000'
                  : item.value,
        })),
      },
      { session: admin.session },
    );
    expect(zoneOf(dataOf(answer, getSiteConfig))).toBe('Asia/Tokyo');
  });

  it('refuses a name that is not a zone with a translated code naming it, and keeps the zone', async () => {
    for (const bad of ['Mars/Base', '+08:00', '', 'Asia/Tokyo; drop table']) {
      const answer = await update(bad);
      expect(answer.body, bad).toMatchObject({
        status: 0,
        msg: 'TIME_ZONE_UNKNOWN',
        params: { zone: bad.trim() },
      });
    }
    expect(await publicZone()).toBe('Asia/Tokyo');
  });
});
