// GET /api/admin/files/<id> (the uploads module's staff file route): an ID photo, fetched with the
// staff headers and shown from an object URL.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STAFF_FILE_PATH } from '@saham/contract/identity';
import { getStaffCredentials } from '../../../shared/api/staff-session.ts';

export async function fetchIdPhoto(publicId: string): Promise<string> {
  const credentials = getStaffCredentials();
  const headers: Record<string, string> = credentials
    ? { token: credentials.token, account: credentials.account }
    : {};
  const response = await fetch(`/api/admin/${STAFF_FILE_PATH}/${encodeURIComponent(publicId)}`, { headers });
  if (!response.ok) throw new Error(`photo ${publicId}: HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

export function useIdPhoto(publicId: string) {
  const query = useQuery({
    queryKey: ['realName', 'photo', publicId],
    queryFn: () => fetchIdPhoto(publicId),
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
