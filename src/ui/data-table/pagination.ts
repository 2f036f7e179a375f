import type { TablePaginationConfig } from 'antd';
import type { Pagination } from '../../../server/src/wire/envelope';

/** Spec section 9: page sizes 20, 50, 100, 500, default 20. */
export const PAGE_SIZES = [20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** One page of a server list: 1-based page, its size and the total (contract section 1's `pagination`). */
export type PageState = Pagination;

/**
 * antd pagination with the spec's sizes and layout: total, sizes, prev, pager, next, jumper. antd puts the size
 * changer after the pager; the `sluice-pager` class reorders it in CSS (data-table.css).
 */
export function paginationConfig(
  page: PageState,
  showTotal: (total: number) => string,
  onChange: (currentPage: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    className: 'sluice-pager',
    current: page.currentPage,
    pageSize: page.pageSize,
    total: page.total,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal,
    // A new page size starts again from the first page, so the person never lands past the end.
    onChange: (currentPage, pageSize) => onChange(pageSize === page.pageSize ? currentPage : 1, pageSize),
  };
}
