import { describe, expect, it } from 'vitest';
import { activeItemOf, itemsForRoles, type FrameNavItem } from './frame-nav-item';

const icon = () => null;
const item = (key: string, path: string, roles?: FrameNavItem['roles']): FrameNavItem => ({
  key,
  path,
  label: () => key,
  icon,
  ...(roles ? { roles } : {}),
});

const items = [
  { ...item('home', '/back-office'), end: true },
  item('review', '/back-office/review', ['operations']),
  item('inspections', '/back-office/inspections', ['inspector']),
  item('users', '/back-office/users', ['admin']),
];

describe('back office navigation by role', () => {
  it('a staff user sees the pages of each of their roles and the pages for every role', () => {
    expect(itemsForRoles(items, ['inspector', 'admin']).map((i) => i.key)).toEqual([
      'home',
      'inspections',
      'users',
    ]);
  });

  it('a staff user without roles sees only the pages for every role', () => {
    expect(itemsForRoles(items, []).map((i) => i.key)).toEqual(['home']);
  });

  it('the active item is the longest path the page is at or under; a start page only on itself', () => {
    expect(activeItemOf(items, '/back-office/inspections/12')?.key).toBe('inspections');
    expect(activeItemOf(items, '/back-office')?.key).toBe('home');
    expect(activeItemOf(items, '/back-office/reviewer')).toBeUndefined();
    expect(activeItemOf(items, '/auctions/live')).toBeUndefined();
  });
});
