// No input gets a 5xx (issue 13 §1): walks the OpenAPI document and, for every call, breaks one field
// at a time of an otherwise valid body — a NUL, a lone surrogate, an impossible date, a 10,000-character
// string and a wrong type for every string field, a wrong type for every other field, a body of the
// wrong type — member calls with a member's session, staff calls with an admin's; and sends every upload
// call a broken multipart body. No answer may be a 5xx, NUL and lone surrogates are refused with
// INVALID_INPUT naming the field, and the ledger is exactly as it was.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count } from 'drizzle-orm';
import type { MemberCall, StaffCall } from '@saham/contract/call';
import { journalEntries, ledgerAccounts } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { SessionHeaders } from '../test/member-factory.ts';
import { createLoggedInStaff } from '../test/staff-factory.ts';
import { temporaryDataDir } from '../test/identity-factory.ts';
import {
  fieldName,
  postCalls,
  sampleBodies,
  withValueAt,
  type BodyField,
  type FieldPath,
  type JsonSchema,
  type OpenApiDocument,
} from '../test/openapi-bodies.ts';
import {
  bindBankCard,
  createVerifiedMember,
  creditAvailable,
  seedChannels,
} from '../modules/funding/funding-fixtures.ts';
import { seedMarketDefaults } from '../modules/markets/seed.ts';
import { checkLedgerInvariants } from '../modules/ledger/invariants.ts';

const CONTRACT_DIR = new URL('../../../../packages/contract/src/', import.meta.url);

function isCall(value: unknown): value is MemberCall | StaffCall {
  return typeof value === 'object' && value !== null && 'scope' in value && 'request' in value;
}

/** Every call of the contract by its URL, to check that each generated base body is valid. */
const CALLS_BY_URL = new Map<string, MemberCall | StaffCall>();
for (const name of readdirSync(CONTRACT_DIR).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
)) {
  const module: Record<string, unknown> = await import(new URL(name, CONTRACT_DIR).pathname);
  for (const call of Object.values(module).filter(isCall)) {
    CALLS_BY_URL.set(`/api/${call.scope === 'member' ? 'vue' : 'admin'}/${call.path}`, call);
  }
}

const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-45'];
const DATE_SAMPLE = '2026-01-05';

interface Probe {
  url: string;
  label: string;
  payload: string;
  contentType: string;
  /** The answer a probe must get beyond "not a 5xx": HTTP 400 INVALID_INPUT naming this field. */
  refusedField?: string;
}

function isDateField(field: BodyField, base: unknown): boolean {
  return field.schema.format === 'date' || base === DATE_SAMPLE;
}

function valueAt(body: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined),
    body,
  );
}

/** The probes of one JSON call: each field broken in each way, one at a time, and a wrong-typed body. */
function jsonProbes(url: string, schema: JsonSchema): Probe[] {
  const probes: Probe[] = [];
  const probe = (label: string, body: unknown, refusedField?: string) =>
    probes.push({ url, label, payload: JSON.stringify(body), contentType: 'application/json', refusedField });
  probe('wrong-typed body', ['x']);
  const done = new Set<string>();
  for (const { body, fields } of sampleBodies(schema)) {
    for (const field of fields) {
      const name = fieldName(field.path);
      if (done.has(name)) continue;
      done.add(name);
      const at = (value: unknown) => withValueAt(body, field.path, value);
      if (field.schema.type !== 'string') {
        probe(`${name}: wrong type`, at('x'));
        continue;
      }
      probe(`${name}: NUL`, at('a\u0000b'), name);
      probe(`${name}: lone surrogate`, at('a\ud800b'), name);
      const isDate = isDateField(field, valueAt(body, field.path));
      for (const date of isDate ? IMPOSSIBLE_DATES : IMPOSSIBLE_DATES.slice(0, 1)) {
        probe(`${name}: ${date}`, at(date), isDate ? name : undefined);
      }
      probe(`${name}: 10,000 characters`, at('x'.repeat(10_000)));
      probe(`${name}: wrong type`, at(12345));
    }
  }
  return probes;
}

/** Broken multipart bodies: cut before the closing boundary, another boundary, no boundary at all. */
function multipartProbes(url: string): Probe[] {
  const part =
    '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
    'Content-Type: image/png\r\n\r\nnot really a png';
  return [
    {
      url,
      label: 'multipart cut short',
      payload: part,
      contentType: 'multipart/form-data; boundary=b0undary',
    },
    {
      url,
      label: 'multipart with another boundary',
      payload: `${part}\r\n--b0undary--\r\n`,
      contentType: 'multipart/form-data; boundary=other',
    },
    {
      url,
      label: 'multipart without boundary',
      payload: `${part}\r\n--b0undary--\r\n`,
      contentType: 'multipart/form-data',
    },
  ].map((probe) => ({ ...probe, refusedField: 'body' }));
}

async function ledgerSnapshot(testApp: TestApp) {
  const { db } = testApp.services;
  const [entries] = await db.select({ total: count() }).from(journalEntries);
  const accounts = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .orderBy(asc(ledgerAccounts.id));
  return { entries: entries?.total, accounts };
}

/** Every probe of every call, and the generated bodies the contract would refuse (there must be none). */
function probesOf(document: OpenApiDocument): {
  callCount: number;
  probes: Probe[];
  invalidBodies: string[];
} {
  const probes: Probe[] = [];
  const invalidBodies: string[] = [];
  const calls = postCalls(document);
  for (const { url, schema } of calls) {
    if (!schema) {
      probes.push(...multipartProbes(url));
      continue;
    }
    const call = CALLS_BY_URL.get(url);
    for (const { body } of sampleBodies(schema)) {
      const parsed = call?.request.safeParse(body);
      if (!parsed?.success)
        invalidBodies.push(`${url} ${JSON.stringify(body)} ${parsed?.error.message ?? 'no call'}`);
    }
    probes.push(...jsonProbes(url, schema));
  }
  return { callCount: calls.length, probes, invalidBodies };
}

/** What is wrong with a probe's answer: a 5xx, a lost session, or a refusal that names no field; else null. */
function failureOf(probe: Probe, statusCode: number, body: string): string | null {
  const what = `${probe.url} ${probe.label}: ${statusCode} ${body.slice(0, 200)}`;
  if (statusCode >= 500 || statusCode === 401) return what;
  if (probe.refusedField === undefined) return null;
  const expected = { status: 0, msg: 'INVALID_INPUT', params: { field: probe.refusedField } };
  return statusCode === 400 && body === JSON.stringify(expected) ? null : what;
}

describe('bad input on every call', () => {
  let testApp: TestApp;
  let memberSession: SessionHeaders;
  let staffSession: SessionHeaders;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await createTestApp({ dataDir: temporaryDataDir() });
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    await seedChannels(testApp);
    const member = await createVerifiedMember(testApp);
    await bindBankCard(testApp, member.memberId);
    await creditAvailable(testApp, member.memberId, 'MYR', 100_000n);
    memberSession = member.session;
    staffSession = (await createLoggedInStaff(testApp, 'admin')).session;
    document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers no 5xx, refuses NUL, lone surrogates and impossible dates by field, and moves no money', async () => {
    const { callCount, probes, invalidBodies } = probesOf(document);
    // The generated bodies are valid, so each probe breaks only the field it names.
    expect(invalidBodies).toEqual([]);
    expect(callCount).toBeGreaterThanOrEqual(150);
    const before = await ledgerSnapshot(testApp);
    const failures: string[] = [];
    let serverErrorCount = 0;
    for (const probe of probes) {
      const session = probe.url.startsWith('/api/vue/') ? memberSession : staffSession;
      const response = await testApp.app.inject({
        method: 'POST',
        url: probe.url,
        payload: probe.payload,
        headers: { ...session, 'content-type': probe.contentType },
      });
      if (response.statusCode >= 500) serverErrorCount += 1;
      const failure = failureOf(probe, response.statusCode, response.body);
      if (failure !== null) failures.push(failure);
    }
    console.log(
      `input walk: ${callCount} calls, ${probes.length} requests, ${serverErrorCount} answered 5xx`,
    );
    expect(failures).toEqual([]);
    expect(serverErrorCount).toBe(0);
    expect(await ledgerSnapshot(testApp)).toEqual(before);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});
