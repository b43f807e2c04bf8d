// Staff instrument writes drop the instrument's read caches only once the write has committed
// (invalidateCached inside inTransaction): never before the commit, where a read racing the commit
// could store the old row again, and never for a write that rolls back.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  listInstruments,
  setInstrumentStatus,
  updateInstrument,
  type AdminInstrument,
  type InstrumentInput,
} from '@saham/contract/admin-markets';
import { marketCandles } from '@saham/contract/quotes';
import { instrumentTag, readCachesOf } from '../../cache/read-caches.ts';
import { instruments } from '../../db/schema-markets.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';
import type * as AuditRepo from '../audit/repo.ts';
import { seedMarketDefaults } from './seed.ts';

const trace = vi.hoisted(() => ({ events: [] as string[], failNextAudit: false }));

vi.mock('../audit/repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof AuditRepo>();
  return {
    ...actual,
    recordAudit: async (...args: Parameters<typeof actual.recordAudit>) => {
      trace.events.push('audit');
      if (trace.failNextAudit) {
        trace.failNextAudit = false;
        throw new Error('audit store down (test)');
      }
      return actual.recordAudit(...args);
    },
  };
});

describe('instrument writes and the read caches', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let maybank: AdminInstrument;

  const call = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: admin.session, remoteAddress: '203.0.113.41' });
  const inputOf = (instrument: AdminInstrument): InstrumentInput => {
    const { names, assetClass, tab, currency, lotSize, tickTable, prevClose, profile, corporateActions } =
      instrument;
    return { names, assetClass, tab, currency, lotSize, tickTable, prevClose, profile, corporateActions };
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    admin = await createLoggedInStaff(testApp, 'admin');
    const page = dataOf(await call('instruments/list', { page: 1, search: '1155' }), listInstruments);
    const found = page.items.find((item) => item.symbol === 'MY:1155');
    if (!found) throw new Error('no Maybank');
    maybank = found;
    const caches = readCachesOf(testApp.services.db);
    if (caches === null) throw new Error('the test app has no read caches');
    // This process's own invalidations only: on PostgreSQL the NOTIFY of an earlier test's drop comes
    // back later through the listener (dropTags), which is not this write's drop.
    const invalidate = caches.invalidate.bind(caches);
    vi.spyOn(caches, 'invalidate').mockImplementation((tags) => {
      if (tags.includes(instrumentTag(maybank.id))) trace.events.push('drop');
      return invalidate(tags);
    });
  }, 120_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await testApp.close();
  });

  beforeEach(() => {
    trace.events = [];
    trace.failNextAudit = false;
  });

  it('drops the edited instrument’s entries after the edit commits, not during it', async () => {
    const input = { ...inputOf(maybank), names: { ...maybank.names, ko: '메이뱅크 (수정)' } };
    const updated = dataOf(await call('instruments/update', { id: maybank.id, ...input }), updateInstrument);
    expect(updated.names.ko).toBe('메이뱅크 (수정)');
    // The audit row is the transaction's last write: the drop comes after it, once.
    expect(trace.events).toEqual(['audit', 'drop']);
  });

  it('drops nothing when the edit rolls back, and the row is unchanged', async () => {
    trace.failNextAudit = true;
    const input = { ...inputOf(maybank), names: { ...maybank.names, ko: '롤백될 이름' } };
    const answer = await call('instruments/update', { id: maybank.id, ...input });
    expect(answer.body.status).not.toBe(1);
    expect(trace.events).toEqual(['audit']);
    const [row] = await testApp.services.db
      .select({ names: instruments.names })
      .from(instruments)
      .where(eq(instruments.id, maybank.id));
    expect(row?.names.ko).toBe('메이뱅크 (수정)');
  });

  it('a status change is seen by the next cached read at once, dropped after its commit', async () => {
    const candles = (symbol: string) => postMember(testApp.app, 'market/candles', { symbol, period: '1d' });
    // Fill the cache with the listed instrument.
    dataOf(await candles('MY:1155'), marketCandles);
    const unlisted = dataOf(
      await call('instruments/setStatus', { id: maybank.id, status: 'unlisted', reason: 'Cache test' }),
      setInstrumentStatus,
    );
    expect(unlisted.status).toBe('unlisted');
    expect(trace.events).toEqual(['audit', 'drop']);
    expect((await candles('MY:1155')).body.msg).toBe('PRODUCT_NOT_FOUND');
    dataOf(
      await call('instruments/setStatus', { id: maybank.id, status: 'listed', reason: 'Cache test over' }),
      setInstrumentStatus,
    );
    dataOf(await candles('MY:1155'), marketCandles);
  });
});
