/** The orders the live and preview lists take as `filter[order_by]`; `time_end` (soonest first) is the default. */
export const LIST_ORDERS = [
  'time_end',
  'time_end_desc',
  'newest',
  'price_asc',
  'price_desc',
  'most_bids',
] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export const LIST_CHANNELS = ['online', 'offline'] as const;
export type ListChannel = (typeof LIST_CHANNELS)[number];

/** The live list's filters, kept in the page address so a filtered list can be shared or reloaded. */
export interface ListFilters {
  group?: number;
  channel?: ListChannel;
  order?: ListOrder;
  make?: number;
  model?: number;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/** Reads filters from the address; anything unknown or malformed is dropped, never sent. */
export function filtersFromSearch(search: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  const group = positiveInt(search.get('group'));
  const channel = oneOf(LIST_CHANNELS, search.get('channel'));
  const order = oneOf(LIST_ORDERS, search.get('order'));
  const make = positiveInt(search.get('make'));
  const model = positiveInt(search.get('model'));
  if (group !== undefined) filters.group = group;
  if (channel) filters.channel = channel;
  if (order && order !== 'time_end') filters.order = order;
  if (make !== undefined) filters.make = make;
  // A model only means something under its make.
  if (make !== undefined && model !== undefined) filters.model = model;
  return filters;
}

/** Writes filters to the address, leaving out the defaults. */
export function searchFromFilters(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.group !== undefined) search.set('group', String(filters.group));
  if (filters.channel) search.set('channel', filters.channel);
  if (filters.order && filters.order !== 'time_end') search.set('order', filters.order);
  if (filters.make !== undefined) search.set('make', String(filters.make));
  if (filters.make !== undefined && filters.model !== undefined)
    search.set('model', String(filters.model));
  return search;
}

/** A stable text for a set of filters: two equal keys ask the server the same question. */
export function filtersKey(filters: ListFilters): string {
  return searchFromFilters(filters).toString();
}

export function hasFilters(filters: ListFilters): boolean {
  return filtersKey(filters) !== '';
}
