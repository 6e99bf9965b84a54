import { SELLER_SORTS, SELLER_STAGES, type SellerSort, type SellerStage } from '@autobid/contract';
import { dayRangeQuery } from '../../lib/day-range';

/** What one seller list shows: kept in the address, so a reload or a back link keeps it. */
export interface SellerListQuery {
  page: number;
  sort: SellerSort | null;
  /** One status of the stage, or 'all'. */
  tag: string;
  query: string;
  /** `YYYY-MM-DD` (the auction's end), or empty. */
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function tagsOf(stage: SellerStage): string[] {
  return ['all', ...SELLER_STAGES[stage]];
}

/** Reads the list's query from the address; anything unusable falls back to the default. */
export function readSellerListQuery(stage: SellerStage, params: URLSearchParams): SellerListQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const tag = params.get('tag') ?? 'all';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: (SELLER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SellerSort) : null,
    tag: tagsOf(stage).includes(tag) ? tag : 'all',
    query: (params.get('query') ?? '').slice(0, 100),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

/** The address form of a query: only what differs from the defaults. */
export function writeSellerListQuery(query: SellerListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sort) params.set('sort', query.sort);
  if (query.tag !== 'all') params.set('tag', query.tag);
  if (query.query.trim()) params.set('query', query.query.trim());
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

/** The API's query parameters for a list query (`GET /sellers/auctions/{stage}`). */
export function apiParamsOf(query: SellerListQuery, perPage: number) {
  return {
    page: query.page,
    per_page: perPage,
    sort: query.sort ?? undefined,
    tag: query.tag,
    query: query.query.trim() || undefined,
    ...dayRangeQuery(query.from, query.to),
  };
}
