// Paging of back-office and member lists: ten items a page (contract PAGE_SIZE), pages from 1.
import { PAGE_SIZE, type Paged } from '@saham/contract/envelope';

export function pageOffset(page: number): number {
  return (page - 1) * PAGE_SIZE;
}

export function toPaged<T>(items: T[], page: number, total: number): Paged<T> {
  return { items, page, total, hasMore: page * PAGE_SIZE < total };
}
