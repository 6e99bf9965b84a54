import type { Collection, TransactionStatusValue } from '@autobid/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MoneySideCard } from './money-side-card';

const COLLECTIONS: Collection[] = [
  { party: 'buyer', name: 'purchase', amount: 54_870, status: 'open', collected_at: null },
  { party: 'seller', name: 'seller_fees', amount: 900, status: 'open', collected_at: null },
  {
    party: 'seller',
    name: 'seller_fees',
    amount: 100,
    status: 'collected',
    collected_at: '2030-01-03T05:00:00.000Z',
  },
];

async function tagsOf(status: TransactionStatusValue) {
  await renderWithProviders(
    <MoneySideCard currency="MYR" status={status} collections={COLLECTIONS} account={undefined} />,
  );
  return screen.getAllByRole('listitem').map((item) => item.querySelector('.ant-tag')?.textContent);
}

describe('MoneySideCard collections', () => {
  it('shows what is still to collect as open while the sale runs', async () => {
    expect(await tagsOf('paid')).toEqual(['Open', 'Open', 'Collected 1/3/2030']);
  });

  it('of a cancelled sale, shows nothing as open: what was not collected no longer will be', async () => {
    expect(await tagsOf('cancelled')).toEqual([
      'Not collected · sale cancelled',
      'Not collected · sale cancelled',
      'Collected 1/3/2030',
    ]);
  });

  it('of a completed sale, shows what was left as not collected, the sale closed', async () => {
    const tags = await tagsOf('completed');
    expect(tags).toEqual([
      'Not collected · sale closed',
      'Not collected · sale closed',
      'Collected 1/3/2030',
    ]);
    expect(tags).not.toContain('Open');
  });
});
