import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listInstitutions } from '@saham/contract/admin-institutions';

// sessionStorage and fetch are the browser's; the tests give the client small stand-ins.
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const page = { items: [], page: 2, total: 0, hasMore: false };

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function loadClient() {
  const session = await import('./staff-session.ts');
  const client = await import('./staff-client.ts');
  // The error classes of this module graph (modules are reset before each test).
  const errors = await import('./api-refusal.ts');
  return { ...session, ...client, ...errors };
}

describe('the staff API client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts JSON with the token and account headers and returns the checked data', async () => {
    const { callStaff, saveStaffCredentials } = await loadClient();
    saveStaffCredentials({ token: 'secret-token', account: 'admin' });
    fetchMock.mockResolvedValue(answer({ status: 1, msg: '', data: page }));

    await expect(callStaff(listInstitutions, { page: 2 })).resolves.toEqual(page);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/institutions/list');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"page":2}');
    expect(init?.headers).toMatchObject({ token: 'secret-token', account: 'admin' });
  });

  it('throws a refusal with its code and params', async () => {
    const { callStaff, ApiRefusal } = await loadClient();
    fetchMock.mockResolvedValue(answer({ status: 0, msg: 'INVALID_INPUT', params: { field: 'page' } }, 400));

    const refusal = await callStaff(listInstitutions, { page: 1 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect(refusal).toMatchObject({ code: 'INVALID_INPUT', params: { field: 'page' } });
  });

  it('ends the session on HTTP 401', async () => {
    const { callStaff, saveStaffCredentials, getStaffCredentials, SessionExpired } = await loadClient();
    saveStaffCredentials({ token: 'expired', account: 'admin' });
    fetchMock.mockResolvedValue(answer({ status: 0, msg: 'LOGIN_REQUIRED' }, 401));

    await expect(callStaff(listInstitutions, { page: 1 })).rejects.toBeInstanceOf(SessionExpired);
    expect(getStaffCredentials()).toBeNull();
    expect(sessionStorage.getItem('staffToken')).toBeNull();
  });

  it('refuses an answer that breaks the contract as SYSTEM_BUSY', async () => {
    const { callStaff } = await loadClient();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer({ status: 1, msg: '', data: { items: 'not a list' } }));

    await expect(callStaff(listInstitutions, { page: 1 })).rejects.toMatchObject({ code: 'SYSTEM_BUSY' });
  });

  it('reports a failed connection as NETWORK_ERROR', async () => {
    const { callStaff } = await loadClient();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(callStaff(listInstitutions, { page: 1 })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
