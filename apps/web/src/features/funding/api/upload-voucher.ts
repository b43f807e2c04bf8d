// POST /api/vue/common/upload (multipart, field `file`) → {id}: the payment voucher image.
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_PATH, type UploadResult } from '@saham/contract/identity';
import { ApiError } from '../../../shared/api/api-error.ts';
import { readSession } from '../../../shared/storage/session.ts';

const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';

function isUploadAnswer(value: unknown): value is { status: number; msg?: string; data?: UploadResult } {
  return typeof value === 'object' && value !== null && 'status' in value;
}

export async function uploadVoucher(file: File): Promise<UploadResult> {
  const session = readSession();
  const form = new FormData();
  form.append('file', file);
  const headers = new Headers();
  if (session) {
    headers.set('token', session.token);
    headers.set('account', session.account);
  }
  let response: Response;
  try {
    response = await fetch(`${API_ORIGIN}/api/vue/${UPLOAD_PATH}`, { method: 'POST', body: form, headers });
  } catch {
    throw new ApiError('network', 'NETWORK_ERROR');
  }
  if (response.status === 401) throw new ApiError('unauthorized', 'UNAUTHORIZED', {}, 401);
  const payload: unknown = await response.json().catch(() => null);
  if (isUploadAnswer(payload) && payload.status === 1 && payload.data) return payload.data;
  const code = isUploadAnswer(payload) && payload.msg ? payload.msg : 'UPLOAD_INVALID';
  throw new ApiError('refusal', code, {}, response.status);
}

export function useUploadVoucher() {
  return useMutation({ mutationFn: uploadVoucher });
}
