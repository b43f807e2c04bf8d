// Calls the staff API: POST /api/admin/<path> with JSON and the `token`/`account` headers. The
// answer is checked against the call's contract schema; a refusal throws ApiRefusal and HTTP 401
// ends the session (the router then shows the login screen).
import type { RequestOf, ResponseOf, StaffCall } from '@saham/contract/call';
import { ApiRefusal, SessionExpired, parseEnvelope } from './api-refusal.ts';
import { clearStaffCredentials, getStaffCredentials } from './staff-session.ts';

const API_BASE = '/api/admin/';
const TIMEOUT_MS = 10_000;

function authHeaders(): Record<string, string> {
  const credentials = getStaffCredentials();
  return credentials ? { token: credentials.token, account: credentials.account } : {};
}

async function send(path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ApiRefusal('NETWORK_ERROR');
  }
  if (response.status === 401) {
    clearStaffCredentials();
    throw new SessionExpired();
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiRefusal(response.ok ? 'SYSTEM_BUSY' : 'NETWORK_ERROR');
  }
  const envelope = parseEnvelope(body);
  if (!envelope.isOk) throw envelope.refusal;
  return envelope.data;
}

type Schema = StaffCall['response'];

function checkAnswer<Req extends Schema, Res extends Schema>(
  call: StaffCall<Req, Res>,
  data: unknown,
): ResponseOf<StaffCall<Req, Res>> {
  const parsed = call.response.safeParse(data);
  if (!parsed.success) {
    console.error(`Answer of ${call.path} does not match the contract`, parsed.error);
    throw new ApiRefusal('SYSTEM_BUSY');
  }
  return parsed.data;
}

export async function callStaff<Req extends Schema, Res extends Schema>(
  call: StaffCall<Req, Res>,
  body: RequestOf<StaffCall<Req, Res>>,
): Promise<ResponseOf<StaffCall<Req, Res>>> {
  const data = await send(call.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders() },
    body: JSON.stringify(body),
  });
  return checkAnswer(call, data);
}

/** Multipart upload (field `file`) to a staff path that is not JSON, such as `config/uploadLogo`. */
export async function uploadStaffFile(path: string, file: Blob, fileName: string): Promise<unknown> {
  const form = new FormData();
  form.append('file', file, fileName);
  return send(path, { method: 'POST', headers: authHeaders(), body: form });
}
