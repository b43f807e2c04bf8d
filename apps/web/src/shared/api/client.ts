// The API client (ARCHITECTURE, Wire contract): POST /api/vue/<path> with a JSON body and the
// `token` and `account` headers; unwraps `{status: 1, data}` and throws ApiError otherwise.
// Answers are not parsed with zod here (bundle size): the server validates each answer with the
// contract's schema before sending it, so the envelope is checked and the data trusted.
import type { MemberCall, RequestOf, ResponseOf } from '@saham/contract/call';
import type { ErrorParams } from '@saham/contract/errors';
import { readItem, STORAGE_KEYS } from '../storage/local-store.ts';
import { ApiError } from './api-error.ts';
import type { CallRef } from './call-ref.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

export const REQUEST_TIMEOUT_MS = 10_000;

/** Empty on the web (same origin); a hybrid shell build sets VITE_API_ORIGIN to the server's origin. */
const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';

interface OkEnvelope<T> {
  status: 1;
  data: T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The envelope is checked; its data is the contract's answer (validated by the server). */
function isOk<T>(value: unknown): value is OkEnvelope<T> {
  return isRecord(value) && value.status === 1 && 'data' in value;
}

function refusalOf(value: unknown, httpStatus: number): ApiError | null {
  if (!isRecord(value) || value.status !== 0 || typeof value.msg !== 'string' || value.msg === '')
    return null;
  const params: ErrorParams = {};
  if (isRecord(value.params)) {
    for (const [name, param] of Object.entries(value.params)) {
      if (typeof param === 'string' || typeof param === 'number') params[name] = param;
    }
  }
  return new ApiError('refusal', value.msg, params, httpStatus);
}

function headersFor(call: CallRef<MemberCall>, language: string | null): Headers {
  const headers = new Headers({ 'content-type': 'application/json' });
  const token = readItem(STORAGE_KEYS.token);
  const account = readItem(STORAGE_KEYS.account);
  if (token) headers.set('token', token);
  if (account) headers.set('account', account);
  if (language) headers.set('accept-language', language);
  if (call.isMoneyMoving) headers.set('idempotency-key', newIdempotencyKey());
  return headers;
}

interface Exchange {
  response: Response;
  payload: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    return null;
  }
}

/** A request begun elsewhere (early-start.ts), given up on when `signal` aborts. */
function untilAborted(started: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    started.then(resolve, reject);
  });
}

/**
 * One request and its body, within the 10 s budget. A caller's own cancel (a query no longer needed)
 * stays a cancel; anything else — the timeout, no connection — is the catalogue's NETWORK_ERROR.
 * (A plain timer and controller rather than AbortSignal.timeout/any, which older WebViews lack.)
 */
async function exchange(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  started: Promise<Response> | undefined,
): Promise<Exchange> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await (started
      ? untilAborted(started, controller.signal)
      : fetch(url, { ...init, signal: controller.signal }));
    const payload = await readJson(response);
    if (controller.signal.aborted) throw new DOMException('Request timed out', 'AbortError');
    return { response, payload };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * The same call early-start.ts began for the screen in the address (same path, body and session),
 * if it is still young enough to be this screen's first answer; taken once.
 */
export function takeEarlyCall(path: string, body: unknown): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const calls = window.sahamEarlyCalls;
  if (calls === undefined || calls.size === 0) return undefined;
  // early-start.ts's earlyCallKey, repeated (importing it would run that script); client.test.ts compares them.
  const key = `${path} ${JSON.stringify(body ?? {})}`;
  const early = calls.get(key);
  if (early === undefined) return undefined;
  calls.delete(key);
  const young = performance.now() - early.at <= EARLY_CALL_MAX_AGE_MS;
  return young && early.token === (readItem(STORAGE_KEYS.token) ?? '') ? early.response : undefined;
}

/** early-start.ts's EARLY_CALL_MAX_AGE_MS: an answer older than this is not taken for a screen's first. */
export const EARLY_CALL_MAX_AGE_MS = 10_000;

/**
 * Calls the API; a refusal, 401, HTTP error, timeout or network failure throws ApiError. `started` is
 * the same request already under way (early-start.ts's common/config): its answer is read instead; so
 * is a call early-start.ts began for the screen in the address (`takeEarlyCall`).
 */
export async function callApi<C extends MemberCall>(
  call: CallRef<C>,
  body: RequestOf<C>,
  options: { signal?: AbortSignal | undefined; started?: Promise<Response> | undefined } = {},
): Promise<ResponseOf<C>> {
  const { response, payload } = await exchange(
    `${API_ORIGIN}/api/vue/${call.path}`,
    {
      method: 'POST',
      headers: headersFor(call, readItem(STORAGE_KEYS.language)),
      body: JSON.stringify(body ?? {}),
    },
    options.signal,
    options.started ?? takeEarlyCall(call.path, body),
  );
  if (response.status === 401) throw new ApiError('unauthorized', 'UNAUTHORIZED', {}, 401);
  if (response.ok && isOk<ResponseOf<C>>(payload)) return payload.data;
  const refusal = refusalOf(payload, response.status);
  if (refusal) throw refusal;
  if (payload === null && response.ok) throw new ApiError('network', 'NETWORK_ERROR');
  throw new ApiError('http', 'SYSTEM_BUSY', {}, response.status);
}
