// GET /api/admin/files/<id> (the uploads module's staff file route): a deposit's voucher image,
// fetched with the staff headers and shown from an object URL.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STAFF_FILE_PATH } from '@saham/contract/identity';
import { getStaffCredentials } from '../../../shared/api/staff-session.ts';

export async function fetchVoucherImage(publicId: string): Promise<string> {
  const credentials = getStaffCredentials();
  const headers: Record<string, string> = credentials
    ? { token: credentials.token, account: credentials.account }
    : {};
  const response = await fetch(`/api/admin/${STAFF_FILE_PATH}/${encodeURIComponent(publicId)}`, { headers });
  if (!response.ok) throw new Error(`voucher ${publicId}: HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

export function useVoucherImage(publicId: string | null) {
  const query = useQuery({
    queryKey: ['voucher', publicId],
    queryFn: () => fetchVoucherImage(publicId ?? ''),
    enabled: publicId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return query;
}
