import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { portalQueryKey } from './portal-lists';
import { defaultRange, portalQueryFromSearch, searchFromPortalQuery } from './portal-query';

const today = dayjs('2030-03-15');
const read = (query: string) => portalQueryFromSearch(new URLSearchParams(query), today);

describe('portal list queries in the address (spec §9)', () => {
  it('defaults to page 1, tag all, latest first and the last 7 days', () => {
    expect(read('')).toEqual({
      page: 1,
      perPage: 20,
      sort: 'time_end_desc',
      tag: 'all',
      from: '2030-03-09',
      to: '2030-03-15',
    });
  });

  it('gives a default range of seven days ending today, as YYYY-MM-DD', () => {
    expect(defaultRange(today)).toEqual({ from: '2030-03-09', to: '2030-03-15' });
  });

  it('reads page, page size, sort, tag and range from the address', () => {
    expect(
      read('page=3&per_page=50&sort=amount_desc&tag=won&from=2030-01-01&to=2030-01-31'),
    ).toEqual({
      page: 3,
      perPage: 50,
      sort: 'amount_desc',
      tag: 'won',
      from: '2030-01-01',
      to: '2030-01-31',
    });
  });

  it('falls back to the defaults for an unknown tag, sort or page size and a page below 1', () => {
    expect(read('page=0&per_page=7&sort=random&tag=maybe')).toMatchObject({
      page: 1,
      perPage: 20,
      sort: 'time_end_desc',
      tag: 'all',
    });
  });

  it('falls back to the default range when from is after to, a date is not real or the range is over 366 days', () => {
    const fallback = { from: '2030-03-09', to: '2030-03-15' };
    expect(read('from=2030-02-10&to=2030-02-01')).toMatchObject(fallback);
    expect(read('from=2030-02-30&to=2030-03-01')).toMatchObject(fallback);
    expect(read('from=2028-01-01&to=2030-01-01')).toMatchObject(fallback);
  });

  it('writes only what differs from the defaults', () => {
    const query = { ...read(''), page: 2, tag: 'lost' as const };
    expect(searchFromPortalQuery(query, 'ended-bids', today).toString()).toBe('page=2&tag=lost');
    expect(searchFromPortalQuery(read(''), 'ended-bids', today).toString()).toBe('');
  });

  it('keeps tag and range out of the address of lists that do not take them', () => {
    const query = { ...read('from=2030-01-01&to=2030-01-31'), tag: 'won' as const };
    expect(searchFromPortalQuery(query, 'success', today).toString()).toBe('');
  });

  it('round-trips an ended-bids query through the address', () => {
    const query = read('page=2&sort=amount&tag=pending&from=2030-01-01&to=2030-01-31');
    expect(read(searchFromPortalQuery(query, 'ended-bids', today).toString())).toEqual(query);
  });

  it('gives different keys to different questions and ignores the range outside ended bids', () => {
    const a = read('from=2030-01-01&to=2030-01-31');
    const b = read('');
    expect(portalQueryKey('ended-bids', a)).not.toBe(portalQueryKey('ended-bids', b));
    expect(portalQueryKey('success', a)).toBe(portalQueryKey('success', b));
  });
});
