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
      'status: "reserved" → "confirmed"',
      'award_status: "pending_award" → "won"',
      'amount: — → 40000',
    ]);
    expect(changesOf({ status: 'active' }, { status: 'active' })).toEqual([]);
  });

  it('an entry without a before or an after shows every field as added or removed', () => {
    expect(changesOf(null, { roles: ['admin'] })).toEqual(['roles: — → ["admin"]']);
    expect(changesOf({ email: 'a@b.c' }, null)).toEqual(['email: "a@b.c" → —']);
  });
});
