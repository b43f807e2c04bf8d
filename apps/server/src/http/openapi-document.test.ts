// The OpenAPI document as other tools use it, built by a test app (no listening server): Redocly's
// recommended ruleset finds no error and only the warnings redocly.yaml keeps with a reason; and a
// client typed by openapi-typescript from it compiles calls with the right bodies and refuses a
// wrong one.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyRequest } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { withServer } from './openapi.ts';
import { staffWithdrawApprove, withdrawApply } from '@saham/contract/withdraw';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const REDOCLY_CLI = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer: string }[];
  }[];
}

/** The rules redocly.yaml keeps at `warn` (each with its reason there). */
async function keptWarnings(): Promise<string[]> {
  const text = await readFile(path.join(ROOT, 'redocly.yaml'), 'utf8');
  return [...text.matchAll(/^ {2}([\w.-]+): warn$/gm)].map((match) => match[1] ?? '');
}

/** Lints with the CLI and the repository's redocly.yaml; exits 1 on an error, so read its report. */
async function lint(file: string): Promise<RedoclyReport> {
  const args = [REDOCLY_CLI, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'];
  const run = promisify(execFile);
  // No usage report and no update check: the test makes no network call.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const output = await run(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return JSON.parse(output.stdout) as RedoclyReport;
}

/** Type-checks `files` (name → source), written to `directory`; the diagnostics as text. */
async function compile(directory: string, files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(directory, name), text);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  };
  const program = ts.createProgram(
    Object.keys(files).map((name) => path.join(directory, name)),
    options,
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** A minimal client over the generated types: a POST's JSON body and its 200 answer, by path. */
const CLIENT = `
import type { components, paths } from './api.ts';
type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
export type Body<P extends keyof paths> =
  Post<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
export type Answer<P extends keyof paths> =
  Post<P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
export declare function post<P extends keyof paths>(path: P, body: Body<P>): Promise<Answer<P>>;
export type Refusal = components['schemas']['Refusal'];
`;

const CALLS = `
import { post, type Refusal } from './client.ts';

export async function buy(): Promise<number | string> {
  const answer = await post('/api/vue/trade/buy', {
    code: '1155',
    market: 'MY',
    direction: 'long',
    priceType: 'limit',
    price: '9.50',
    quantity: '100',
  });
  return answer.status === 1 ? answer.data.order.id : answer.msg;
}

export async function withdraw(): Promise<string> {
  const answer = await post('/api/vue/withdraw/apply', {
    amount: '100.00',
    currency: 'MYR',
    bankCardId: 7,
    fundPassword: '123456',
  });
  if (answer.status === 1) return answer.data.status;
  return minimumOf(answer) ?? answer.msg;
}

function minimumOf(refusal: Refusal): string | null {
  return refusal.msg === 'WITHDRAW_MINIMUM' ? refusal.params.amount : null;
}

export async function approve(): Promise<number | string> {
  const answer = await post('/api/admin/withdraw/approve', { id: 7 });
  return answer.status === 1 ? answer.data.memberId : answer.msg;
}
`;

/** withdraw/apply with `bankCardId` as given: a number compiles, text must not. */
const withdrawWith = (bankCardId: string) => `
import { post } from './client.ts';

export const answer = post('/api/vue/withdraw/apply', {
  amount: '100.00',
  currency: 'MYR',
  bankCardId: ${bankCardId},
  fundPassword: '123456',
});
`;

describe('the OpenAPI document for other tools', () => {
  let testApp: TestApp;
  let directory: string;
  let document: Record<string, unknown>;
  let text: string;
  let file: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    directory = await mkdtemp(path.join(tmpdir(), 'saham-openapi-'));
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    document = answer.json();
    text = answer.body;
    file = path.join(directory, 'openapi.json');
    await writeFile(file, answer.body);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('passes Redocly’s recommended rules: no error, only the warnings redocly.yaml keeps', async () => {
    const report = await lint(file);
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)).toEqual([]);
    const kept = await keptWarnings();
    const unlisted = report.problems.filter((problem) => !kept.includes(problem.ruleId));
    expect(unlisted.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('names the server the document was asked from, or PUBLIC_BASE_URL', () => {
    expect(document.servers).toEqual([{ url: 'http://localhost:80', description: 'This server' }]);
    const request = { protocol: 'http', host: 'localhost:8080' } as FastifyRequest;
    const configured = loadConfig({ PUBLIC_BASE_URL: 'https://api.saham.my/' }).publicBaseUrl;
    expect(withServer({}, request, configured).servers).toEqual([
      { url: 'https://api.saham.my', description: 'This server' },
    ]);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://saham.my' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('lists a call’s own refusals where the contract knows them, else the whole catalogue', () => {
    interface Alternative {
      $ref?: string;
      properties?: { msg: { enum: string[] } };
      oneOf?: Alternative[];
    }
    const paths = document.paths as Record<string, { post: { responses: Record<string, unknown> } }>;
    const refusalOf = (url: string): Alternative => {
      const answer = paths[url]?.post.responses['200'] as {
        content: { 'application/json': { schema: { oneOf: Alternative[] } } };
      };
      return answer.content['application/json'].schema.oneOf[1] ?? {};
    };
    const codesOf = (refusal: Alternative): string[] =>
      (refusal.oneOf ?? [refusal]).flatMap(
        (alternative) => alternative.properties?.msg.enum ?? [alternative.$ref?.split('.').pop() ?? ''],
      );
    const implied = ['LOGIN_REQUIRED', 'ACCOUNT_DISABLED', 'ACCOUNT_LOGIN_BANNED', 'ACCOUNT_FROZEN'];
    const idempotency = ['IDEMPOTENCY_KEY_REUSED', 'INVALID_INPUT'];
    expect(new Set(codesOf(refusalOf('/api/vue/withdraw/apply')))).toEqual(
      new Set([...implied, ...idempotency, ...(withdrawApply.refusals ?? [])]),
    );
    expect(codesOf(refusalOf('/api/vue/withdraw/apply'))).toContain('WITHDRAW_MINIMUM');
    expect(new Set(codesOf(refusalOf('/api/admin/withdraw/approve')))).toEqual(
      new Set(['OTP_ENROLMENT_REQUIRED', ...(staffWithdrawApprove.refusals ?? [])]),
    );
    expect(refusalOf('/api/vue/withdraw/list')).toEqual({ $ref: '#/components/schemas/Refusal' });
  });

  it('types a client that compiles trade/buy, withdraw/apply and a staff approval', async () => {
    const types = astToString(await openapiTS(text));
    const files = { 'api.ts': types, 'client.ts': CLIENT };
    expect(await compile(directory, { ...files, 'calls.ts': CALLS, 'right.ts': withdrawWith('7') })).toEqual(
      [],
    );
    const wrong = await compile(directory, { ...files, 'wrong.ts': withdrawWith("'seven'") });
    expect(wrong.join('\n')).toMatch(/'string' is not assignable to type 'number'/);
  });
});
