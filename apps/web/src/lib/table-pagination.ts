import type { Pagination } from '@autobid/contract';
import type { TablePaginationConfig } from 'antd';

/**
 * A back-office table's pager from the answer's `meta.pagination`: one fixed page size, hidden
 * while everything fits on one page, none while the page loads.
 */
export function tablePagination(
  pagination: Pagination | null,
  onPage: (page: number) => void,
): TablePaginationConfig | false {
  if (!pagination) return false;
  return {
    current: pagination.current_page,
    total: pagination.total,
    pageSize: pagination.per_page,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: onPage,
  };
}
