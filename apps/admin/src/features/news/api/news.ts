// The back office's news calls: list (search, state), get, create, update, publish, unpublish, delete
// and the multipart image upload. Every change refreshes the lists.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createNews,
  deleteNews,
  getNews,
  listNews,
  publishNews,
  unpublishNews,
  updateNews,
  UPLOAD_NEWS_IMAGE_PATH,
  uploadNewsImageResponseSchema,
  type AdminNews,
  type NewsState,
} from '@saham/contract/admin-news';
import type { RequestOf, ResponseOf } from '@saham/contract/call';
import { ApiRefusal } from '../../../shared/api/api-refusal.ts';
import { callStaff, uploadStaffFile } from '../../../shared/api/staff-client.ts';

export type NewsListPage = ResponseOf<typeof listNews>;
export type NewsFieldsRequest = RequestOf<typeof createNews>;

export interface NewsFilter {
  page: number;
  search: string;
  state: NewsState | null;
}

export function newsListQueryOptions(filter: NewsFilter) {
  return queryOptions({
    queryKey: ['news', 'list', filter.page, filter.search, filter.state],
    queryFn: () =>
      callStaff(listNews, {
        page: filter.page,
        ...(filter.search.trim() === '' ? {} : { search: filter.search.trim() }),
        ...(filter.state === null ? {} : { state: filter.state }),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(filter: NewsFilter) {
  return useQuery(newsListQueryOptions(filter));
}

export function useNewsArticle(id: number | null) {
  return useQuery({
    queryKey: ['news', 'get', id],
    queryFn: () => callStaff(getNews, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useNewsMutation<V>(run: (variables: V) => Promise<AdminNews | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}

export function useSaveNews() {
  return useNewsMutation((request: NewsFieldsRequest & { id: number | null }) => {
    const { id, ...fields } = request;
    return id === null ? callStaff(createNews, fields) : callStaff(updateNews, { id, ...fields });
  });
}

export function usePublishNews() {
  return useNewsMutation((change: { id: number; isPublished: boolean }) =>
    change.isPublished
      ? callStaff(publishNews, { id: change.id })
      : callStaff(unpublishNews, { id: change.id }),
  );
}

export function useDeleteNews() {
  return useNewsMutation((id: number) => callStaff(deleteNews, { id }));
}

export async function uploadNewsImage(file: File): Promise<{ id: string; url: string }> {
  const parsed = uploadNewsImageResponseSchema.safeParse(
    await uploadStaffFile(UPLOAD_NEWS_IMAGE_PATH, file, file.name),
  );
  if (!parsed.success) throw new ApiRefusal('UPLOAD_INVALID');
  return parsed.data;
}

export function useUploadNewsImage() {
  return useMutation({ mutationFn: uploadNewsImage });
}
