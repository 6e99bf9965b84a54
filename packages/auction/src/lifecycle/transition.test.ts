import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES } from './auction-status';
import { ok } from '../core/result';
import {
  awardStatusOf,
  closeOutcome,
  dueTimedEvent,
  isDecisionExpired,
  transition,
} from './transition';

describe('LIFE-1 transitions', () => {
  it('publish moves scheduled to preview and nothing else', () => {
    for (const status of AUCTION_STATUSES) {
      const result = transition(status, { type: 'publish' });
      expect(result.ok).toBe(status === 'scheduled');
    }
    expect(transition('scheduled', { type: 'publish' })).toEqual({ ok: true, value: 'preview' });
  });
  it('start moves scheduled, preview and restarting to active', () => {
    const startable = AUCTION_STATUSES.filter((s) => transition(s, { type: 'start' }).ok);
    expect(startable).toEqual(['scheduled', 'preview', 'restarting']);
  });
  it('close moves only an active auction, to the outcome', () => {
    expect(transition('active', { type: 'close', outcome: 'reserved' })).toEqual({
      ok: true,
      value: 'reserved',
    });
    expect(transition('ended', { type: 'close', outcome: 'ended' })).toEqual({
      ok: false,
      code: 'invalid_transition',
      from: 'ended',
      event: 'close',
    });
  });
  it('cancel is refused once the car is awarded, confirmed or sold', () => {
    expect(transition('awarded', { type: 'cancel' }).ok).toBe(false);
    expect(transition('sold', { type: 'cancel' }).ok).toBe(false);
    expect(transition('active', { type: 'cancel' })).toEqual({ ok: true, value: 'cancelled' });
  });
});

describe('LIFE-2, LIFE-3 timed events', () => {
  const times = { timePreview: 100, timeStart: 200, timeEnd: 300 };
  it('a scheduled auction is published at its preview time and started at its start', () => {
    expect(dueTimedEvent({ status: 'scheduled', ...times }, 99)).toBeNull();
    expect(dueTimedEvent({ status: 'scheduled', ...times }, 100)).toBe('publish');
    expect(dueTimedEvent({ status: 'scheduled', ...times }, 200)).toBe('start');
    expect(dueTimedEvent({ status: 'scheduled', ...times, timePreview: null }, 150)).toBeNull();
  });
  it('a preview auction starts at time_start; an active one closes at time_end', () => {
    expect(dueTimedEvent({ status: 'preview', ...times }, 199)).toBeNull();
    expect(dueTimedEvent({ status: 'preview', ...times }, 200)).toBe('start');
    expect(dueTimedEvent({ status: 'restarting', ...times }, 200)).toBe('start');
    expect(dueTimedEvent({ status: 'active', ...times }, 299)).toBeNull();
    expect(dueTimedEvent({ status: 'active', ...times }, 300)).toBe('close');
  });
  it('no other status has a timed event', () => {
    expect(dueTimedEvent({ status: 'ended', ...times }, 10_000)).toBeNull();
  });
});

describe('LIFE-4 close outcome', () => {
  it('meets the reserve: awarded; below it: reserved; no bids: ended', () => {
    expect(closeOutcome(30_000, 30_000)).toBe('awarded');
    expect(closeOutcome(29_999, 30_000)).toBe('reserved');
    expect(closeOutcome(null, 30_000)).toBe('ended');
  });
});

describe('LIFE-5 seller decision and restart', () => {
  it('only a reserved auction can be accepted (confirmed), rejected or expired (rejected)', () => {
    expect(AUCTION_STATUSES.filter((s) => transition(s, { type: 'accept' }).ok)).toEqual([
      'reserved',
    ]);
    expect(transition('reserved', { type: 'accept' })).toEqual({ ok: true, value: 'confirmed' });
    expect(transition('reserved', { type: 'reject' })).toEqual({ ok: true, value: 'rejected' });
    expect(transition('reserved', { type: 'expire' })).toEqual({ ok: true, value: 'rejected' });
  });
  it('a rejected or unsold auction can be restarted, nothing else', () => {
    expect(AUCTION_STATUSES.filter((s) => transition(s, { type: 'restart' }).ok)).toEqual([
      'ended',
      'rejected',
    ]);
    expect(transition('restarting', { type: 'start' })).toEqual({ ok: true, value: 'active' });
  });
  it('award statuses follow the status', () => {
    expect(awardStatusOf('awarded')).toBe('won');
    expect(awardStatusOf('confirmed')).toBe('won');
    expect(awardStatusOf('reserved')).toBe('pending_award');
    expect(awardStatusOf('rejected')).toBe('cancelled');
    expect(awardStatusOf('ended')).toBeNull();
  });
});

describe('LIFE-7 sale completed', () => {
  it('complete_sale moves only an awarded or confirmed auction, to sold', () => {
    for (const status of AUCTION_STATUSES) {
      const next = transition(status, { type: 'complete_sale' });
      if (status === 'awarded' || status === 'confirmed') expect(next).toEqual(ok('sold'));
      else expect(next.ok).toBe(false);
    }
  });
});

describe('LIFE-6 decision deadline', () => {
  it('a pending award expires 48 hours after the end, not a moment before', () => {
    const end = 1_000_000;
    expect(isDecisionExpired(end, end + 48 * 3_600_000 - 1)).toBe(false);
    expect(isDecisionExpired(end, end + 48 * 3_600_000)).toBe(true);
  });
});
