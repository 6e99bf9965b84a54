import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2030-01-10T12:00:00Z');

describe('timeAgo', () => {
  it('counts whole days once a day has passed', () => {
    expect(timeAgo('2030-01-07T11:00:00Z', now, 'en-US')).toBe('3 days ago');
  });

  it('counts hours within the day, and at least a minute just after', () => {
    expect(timeAgo('2030-01-10T07:30:00Z', now, 'en-US')).toBe('4 hours ago');
    expect(timeAgo('2030-01-10T11:59:50Z', now, 'en-US')).toBe('1 minute ago');
  });
});
