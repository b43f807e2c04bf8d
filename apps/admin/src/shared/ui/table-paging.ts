// Server-side paging for antd tables: the contract's lists are ten a page, numbered from 1.
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE } from '@saham/contract/envelope';

export function serverPaging(
  page: number,
  total: number | undefined,
  onPage: (page: number) => void,
): TablePaginationConfig {
  return {
    current: page,
    pageSize: PAGE_SIZE,
    total: total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: false,
    onChange: onPage,
  };
}
