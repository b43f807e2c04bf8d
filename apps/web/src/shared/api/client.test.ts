import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { callRef } from './call-ref.ts';
import { callApi, EARLY_CALL_MAX_AGE_MS, REQUEST_TIMEOUT_MS } from './client.ts';
import { EARLY_CALL_MAX_AGE_MS as EARLY_START_MAX_AGE_MS, earlyCallKey } from '../../early-start.ts';
import type { dayTradingEnd } from '@saham/contract/day-trading';
import type { login } from '@saham/contract/user';

const loginCall = callRef<typeof login>('user/login');
const moneyCall = callRef<typeof dayTradingEnd>('dayTrading/end', { isMoneyMoving: true });

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage({ tokend: 'tok-1', account: '601123456789', language: 'ml' }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});

describe('callApi', () => {
  it('posts JSON to /api/vue/<path> with the token and account headers, and unwraps data', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { status: 1, msg: '', data: { token: 't', account: 'a', isGuest: false } }),
    );
    const session = await callApi(loginCall, { account: '601123456789', password: 'Demo1234' });
    expect(session).toEqual({ token: 't', account: 'a', isGuest: false });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/vue/user/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ account: '601123456789', password: 'Demo1234' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('token')).toBe('tok-1');
    expect(headers.get('account')).toBe('601123456789');
    expect(headers.get('idempotency-key')).toBeNull();
  });

  it('sends a fresh Idempotency-Key with each money-moving call', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { status: 1, msg: '', data: null })));
    await callApi(moneyCall, {});
    await callApi(moneyCall, {});
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('throws a refusal with its code and params', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { status: 0, msg: 'WITHDRAW_MINIMUM', params: { amount: '100' } }),
    );
    await expect(callApi(loginCall, { account: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'refusal',
      code: 'WITHDRAW_MINIMUM',
      params: { amount: '100' },
    });
  });

  it('reads an HTTP 400 schema break as an INVALID_INPUT refusal', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { status: 0, msg: 'INVALID_INPUT', params: { field: 'account' } }),
    );
    await expect(callApi(loginCall, { account: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'refusal',
      code: 'INVALID_INPUT',
      params: { field: 'account' },
      httpStatus: 400,
    });
  });

  it('throws unauthorized on HTTP 401', async () => {
    fetchMock.mockResolvedValue(answer(401, undefined));
    await expect(callApi(loginCall, { account: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('throws an http error for other failures', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(callApi(loginCall, { account: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'http',
      code: 'SYSTEM_BUSY',
      httpStatus: 502,
    });
  });

  it('turns a failed connection into NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(loginCall, { account: 'a', password: 'b' })).rejects.toEqual(
      new ApiError('network', 'NETWORK_ERROR'),
    );
  });

  it('gives up after 10 s with NETWORK_ERROR', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('timed out', 'TimeoutError')),
          );
        }),
    );
    const pending = callApi(loginCall, { account: 'a', password: 'b' });
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
  });

  it('reads a request already under way (early-start.ts) instead of sending it again', async () => {
    const started = Promise.resolve(answer(200, { status: 1, msg: '', data: { token: 't', account: 'a' } }));
    await expect(callApi(loginCall, { account: 'a', password: 'b' }, { started })).resolves.toMatchObject({
      token: 't',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(
      callApi(
        loginCall,
        { account: 'a', password: 'b' },
        { started: Promise.resolve(answer(200, { status: 0, msg: 'SYSTEM_BUSY' })) },
      ),
    ).rejects.toMatchObject({ kind: 'refusal', code: 'SYSTEM_BUSY' });
  });

  it('gives up on a request already under way after 10 s with NETWORK_ERROR', async () => {
    vi.useFakeTimers();
    const started = new Promise<Response>(() => undefined);
    const pending = callApi(loginCall, { account: 'a', password: 'b' }, { started });
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the call early-start.ts began for the screen once, for the same body and session only', async () => {
    const early = (data: unknown, token = 'tok-1', at = performance.now()) => ({
      response: Promise.resolve(answer(200, { status: 1, msg: '', data })),
      at,
      token,
    });
    const calls = new Map([
      [earlyCallKey('user/login', { account: 'a', password: 'b' }), early({ token: 'early' })],
      [earlyCallKey('user/login', { account: 'c', password: 'd' }), early({ token: 'other' }, 'tok-2')],
      [earlyCallKey('user/login', { account: 'e', password: 'f' }), early({ token: 'old' }, 'tok-1', -1e6)],
    ]);
    vi.stubGlobal('window', { sahamEarlyCalls: calls });
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer(200, { status: 1, msg: '', data: { token: 'fresh', account: 'a' } })),
    );
    await expect(callApi(loginCall, { account: 'a', password: 'b' })).resolves.toMatchObject({
      token: 'early',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the second call asks the server.
    await expect(callApi(loginCall, { account: 'a', password: 'b' })).resolves.toMatchObject({
      token: 'fresh',
    });
    // Another member's session, or an answer too old to be the screen's first: asked again.
    await expect(callApi(loginCall, { account: 'c', password: 'd' })).resolves.toMatchObject({
      token: 'fresh',
    });
    await expect(callApi(loginCall, { account: 'e', password: 'f' })).resolves.toMatchObject({
      token: 'fresh',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(EARLY_CALL_MAX_AGE_MS).toBe(EARLY_START_MAX_AGE_MS);
  });
});
