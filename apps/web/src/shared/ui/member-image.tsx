import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchMemberImage } from '../api/upload.ts';

/** One of the member's uploaded images, fetched with the session headers and shown from a blob URL. */
export function MemberImage({ id, alt, testId }: { id: string; alt: string; testId: string }) {
  const query = useQuery({
    queryKey: ['member-image', id],
    queryFn: () => fetchMemberImage(id),
    staleTime: Infinity,
    meta: { quietErrors: true },
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (!url)
    return <div className="member-image placeholder" data-testid={testId} aria-busy={query.isPending} />;
  return <img className="member-image" src={url} alt={alt} data-testid={testId} />;
}
