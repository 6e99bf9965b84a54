import { describe, expect, it } from 'vitest';
import { homePathFor, sideOf } from './home-path';

describe('home of each kind of user', () => {
  it('a dealer lands in the live list, a seller in the seller portal, staff in the back office', () => {
    expect(homePathFor({ role: 'dealer' })).toBe('/auctions/live');
    expect(homePathFor({ role: 'seller' })).toBe('/seller');
    expect(homePathFor({ role: 'staff' })).toBe('/back-office');
  });

  it('each role works in exactly one side', () => {
    expect(sideOf({ role: 'dealer' })).toBe('dealer');
    expect(sideOf({ role: 'seller' })).toBe('seller');
    expect(sideOf({ role: 'staff' })).toBe('backOffice');
  });
});
