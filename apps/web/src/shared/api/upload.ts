// Image uploads (common/upload, multipart with one field `file`) and reading a stored image back
// (GET common/file/<id>). Both carry the session headers, so images are never public URLs: the app
// fetches the bytes and shows them from a blob URL.
import { MEMBER_FILE_PATH, UPLOAD_PATH, type UploadResult } from '@saham/contract/identity';
import { readItem, STORAGE_KEYS } from '../storage/local-store.ts';
import { ApiError } from './api-error.ts';

/** Matches the contract's UPLOAD_MAX_BYTES (5 MB); bigger files are refused before sending. */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';
const UPLOAD_TIMEOUT_MS = 60_000;

const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';

function sessionHeaders(): Headers {
  const headers = new Headers();
  const token = readItem(STORAGE_KEYS.token);
  const account = readItem(STORAGE_KEYS.account);
  if (token) headers.set('token', token);
  if (account) headers.set('account', account);
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    return null;
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    throw new ApiError('network', 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
  }
}

/** Uploads one image and answers its id; refusals (UPLOAD_INVALID, UPLOAD_TOO_LARGE) throw ApiError. */
export async function uploadImage(file: Blob, fileName: string): Promise<UploadResult> {
  if (file.size > UPLOAD_LIMIT_BYTES) throw new ApiError('refusal', 'UPLOAD_TOO_LARGE');
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await send(`${API_ORIGIN}/api/vue/${UPLOAD_PATH}`, {
    method: 'POST',
    headers: sessionHeaders(),
    body: form,
  });
  if (response.status === 401) throw new ApiError('unauthorized', 'UNAUTHORIZED', {}, 401);
  const payload = await readJson(response);
  if (isRecord(payload) && payload.status === 1 && isRecord(payload.data)) {
    const id = payload.data.id;
    if (typeof id === 'string') return { id };
  }
  if (isRecord(payload) && payload.status === 0 && typeof payload.msg === 'string') {
    throw new ApiError('refusal', payload.msg, {}, response.status);
  }
  // A body over the server's limit can be cut off before any envelope is written.
  if (response.status === 413) throw new ApiError('refusal', 'UPLOAD_TOO_LARGE', {}, 413);
  throw new ApiError('http', 'SYSTEM_BUSY', {}, response.status);
}

/** The bytes of the member's own image; 404 for anyone else's. */
export async function fetchMemberImage(id: string): Promise<Blob> {
  const response = await send(`${API_ORIGIN}/api/vue/${MEMBER_FILE_PATH}/${encodeURIComponent(id)}`, {
    method: 'GET',
    headers: sessionHeaders(),
  });
  if (response.status === 401) throw new ApiError('unauthorized', 'UNAUTHORIZED', {}, 401);
  if (!response.ok) throw new ApiError('http', 'NOT_FOUND', {}, response.status);
  return response.blob();
}
