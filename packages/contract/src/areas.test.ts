// Every call of the contract, found on disk (a new file's calls included): a one-line summary, a
// unique operationId derived from its path, and an area described in API_AREAS.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_AREAS } from './areas.ts';
import { z } from 'zod';
import { areaOf, memberCall, operationIdOf, staffCall, type MemberCall, type StaffCall } from './call.ts';
import { tradeBuy } from './trading.ts';
import { staffWithdrawApprove, withdrawApply } from './withdraw.ts';

const SOURCE_DIR = new URL('./', import.meta.url);
const MODULE_NAMES = readdirSync(SOURCE_DIR).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'),
);
const MODULES: Record<string, unknown>[] = await Promise.all(
  MODULE_NAMES.map((name): Promise<Record<string, unknown>> => import(new URL(name, SOURCE_DIR).pathname)),
);

function isCall(value: unknown): value is MemberCall | StaffCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    'scope' in value &&
    (value.scope === 'member' || value.scope === 'staff')
  );
}

const CALLS = [...new Set(MODULES.flatMap((module) => Object.values(module)).filter(isCall))];

describe('the calls as the API document shows them', () => {
  it('finds the calls', () => {
    expect(CALLS.length).toBeGreaterThan(150);
  });

  it('derives the operationId from the path, staff calls under admin', () => {
    expect(operationIdOf(tradeBuy)).toBe('tradeBuy');
    expect(operationIdOf(withdrawApply)).toBe('withdrawApply');
    expect(operationIdOf(staffWithdrawApprove)).toBe('adminWithdrawApprove');
    expect(operationIdOf({ scope: 'member', path: 'user/getUserinfo' })).toBe('userGetUserinfo');
  });

  it('gives every call a unique, URL-safe operationId', () => {
    const byId = new Map<string, string[]>();
    for (const call of CALLS) {
      const id = operationIdOf(call);
      expect(id, call.path).toMatch(/^[a-z][A-Za-z0-9]*$/);
      byId.set(id, [...(byId.get(id) ?? []), `${call.scope} ${call.path}`]);
    }
    expect([...byId].filter(([, calls]) => calls.length > 1)).toEqual([]);
  });

  it('does not compile a call without a summary (checked by tsc)', () => {
    const request = z.object({});
    // @ts-expect-error -- a member call needs its summary
    const member = memberCall({ path: 'test/nothing', access: 'public', request, response: z.null() });
    // @ts-expect-error -- and so does a staff call
    const staff = staffCall({ path: 'test/nothing', roles: ['admin'], request, response: z.null() });
    expect([member.path, staff.path]).toEqual(['test/nothing', 'test/nothing']);
  });

  it('gives every call a one-line summary', () => {
    for (const call of CALLS) {
      expect(call.summary.trim(), `${call.scope} ${call.path}`).not.toBe('');
      expect(call.summary, `${call.scope} ${call.path}`).not.toMatch(/\n/);
      expect(call.summary.length, `${call.scope} ${call.path}`).toBeLessThanOrEqual(120);
    }
  });

  it('describes the area of every call', () => {
    const undescribed = [...new Set(CALLS.map(areaOf))].filter((area) => !Object.hasOwn(API_AREAS, area));
    expect(undescribed).toEqual([]);
  });
});
