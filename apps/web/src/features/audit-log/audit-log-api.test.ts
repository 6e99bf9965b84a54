import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-log-api';

describe('what an audit entry changed', () => {
  it('lists each field that differs, before and after, and leaves equal ones out', () => {
    expect(
      changesOf(
        { status: 'reserved', award_status: 'pending_award' },
        { status: 'confirmed', award_status: 'won', amount: 40_000 },
      ),
    ).toEqual([
      { field: 'status', before: 'reserved', after: 'confirmed' },
      { field: 'award_status', before: 'pending_award', after: 'won' },
      { field: 'amount', before: undefined, after: 40_000 },
    ]);
    expect(changesOf({ status: 'active' }, { status: 'active' })).toEqual([]);
  });

  it('an entry without a before or an after shows every field as added or removed', () => {
    expect(changesOf(null, { roles: ['admin'] })).toEqual([
      { field: 'roles', before: undefined, after: ['admin'] },
    ]);
    expect(changesOf({ email: 'a@b.c' }, null)).toEqual([
      { field: 'email', before: 'a@b.c', after: undefined },
    ]);
  });

  it('an auction put on sale reads status, type, car, place, start, end, then prices, whatever order the database keeps', () => {
    const stored = {
      type: 'open',
      status: 'preview',
      location: 'Shah Alam',
      time_end: '2030-01-02T00:00:00.000Z',
      time_start: '2030-01-01T00:00:00.000Z',
      start_price: 10_000,
      inventory_id: 5,
      reserve_price: 12_000,
      note: 'kept last',
    };
    expect(changesOf(null, stored).map((change) => change.field)).toEqual([
      'status',
      'type',
      'inventory_id',
      'location',
      'time_start',
      'time_end',
      'start_price',
      'reserve_price',
      'note',
    ]);
  });

  it('a field that is nothing before and after (absent, null or an empty list) is no change', () => {
    expect(changesOf(null, { staff_roles: [], group_id: 2, note: null })).toEqual([
      { field: 'group_id', before: undefined, after: 2 },
    ]);
    // Taking every role away is a change.
    expect(changesOf({ staff_roles: ['finance'] }, { staff_roles: [] })).toEqual([
      { field: 'staff_roles', before: ['finance'], after: [] },
    ]);
  });
});
