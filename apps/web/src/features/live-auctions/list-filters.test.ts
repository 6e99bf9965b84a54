import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersKey, hasFilters, searchFromFilters } from './list-filters';

describe('live list filters in the address', () => {
  it('reads group, channel, order, make and model from the query', () => {
    const search = new URLSearchParams('group=4&channel=offline&order=price_desc&make=2&model=9');
    expect(filtersFromSearch(search)).toEqual({
      group: 4,
      channel: 'offline',
      order: 'price_desc',
      make: 2,
      model: 9,
    });
  });

  it('drops unknown channels and orders and malformed ids instead of sending them', () => {
    const search = new URLSearchParams('group=abc&channel=tv&order=random&make=-1&model=1.5');
    expect(filtersFromSearch(search)).toEqual({});
  });

  it('ignores a model without its make', () => {
    expect(filtersFromSearch(new URLSearchParams('model=9'))).toEqual({});
  });

  it('leaves the default order out of the address', () => {
    expect(searchFromFilters({ order: 'time_end', make: 2 }).toString()).toBe('make=2');
  });

  it('round-trips filters through the address', () => {
    const filters = {
      group: 4,
      channel: 'online' as const,
      order: 'most_bids' as const,
      make: 2,
      model: 9,
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('gives equal keys to equal filters and says when none are set', () => {
    expect(filtersKey({ make: 2, order: 'time_end' })).toBe(filtersKey({ make: 2 }));
    expect(hasFilters({ order: 'time_end' })).toBe(false);
    expect(hasFilters({ channel: 'offline' })).toBe(true);
  });
});
