import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildBid } from '../../../testing/auction-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BidAnnouncer } from './bid-announcer';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('BidAnnouncer', () => {
  it('holds the price and standing in a polite region, and says nothing else an hour before the end', async () => {
    const auction = buildAuction({
      time_end: inSeconds(3600),
      highest_bid: buildBid({ amount: 41_000 }),
      position: 'winning',
    });
    await renderWithProviders(<BidAnnouncer auction={auction} />);
    expect(text('bid-live-polite')).toMatch(/^Highest bid: MYR\s41,000\. Winning\.$/);
    expect(screen.getByTestId('bid-live-polite').getAttribute('aria-live')).toBe('polite');
    expect(text('bid-live-clock')).toBe('');
  });

  it('says the standing politely and the last minute in an assertive region once the clock is in it', async () => {
    const auction = buildAuction({
      time_end: inSeconds(45),
      highest_bid: buildBid({ amount: 41_500 }),
      position: 'outbid',
    });
    await renderWithProviders(<BidAnnouncer auction={auction} />);
    expect(text('bid-live-polite')).toMatch(/Outbid\.$/);
    expect(text('bid-live-clock')).toBe('One minute left to bid.');
    expect(screen.getByTestId('bid-live-clock').getAttribute('aria-live')).toBe('assertive');
  });

  it('says the close once bidding has ended', async () => {
    const auction = buildAuction({ status: 'ended', time_end: inSeconds(-5), position: 'outbid' });
    await renderWithProviders(<BidAnnouncer auction={auction} />);
    expect(text('bid-live-clock')).toBe('Bidding has closed.');
  });

  it('keeps a sealed auction’s price out of the polite region', async () => {
    const auction = buildAuction({ type: 'closed', time_end: inSeconds(3600) });
    await renderWithProviders(<BidAnnouncer auction={auction} />);
    expect(text('bid-live-polite')).toBe('');
  });
});
