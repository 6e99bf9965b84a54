import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, sentBody, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import {
  buildPickupLocation,
  buildPickupPlan,
  buildTransaction,
} from '../../../testing/transaction-factory';
import { CollectionSection } from './collection-section';

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  setTestRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
  // antd's text area measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

const value = (testId: string) => screen.getByTestId<HTMLInputElement>(testId).value;

describe('CollectionSection', () => {
  it('books a pickup at the yard, sending the market’s local time as UTC', async () => {
    const location = buildPickupLocation();
    const plan = buildPickupPlan({ pickup_at: '2030-03-12T02:30:00.000Z', contact_phone: '0812' });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { locations: [location], plan: null } }))
      .mockResolvedValueOnce(jsonResponse(200, { data: { locations: [location], plan } }));
    await renderWithProviders(
      <CollectionSection
        transaction={buildTransaction({ market: 'ID' })}
        defaultContactName="Aisyah Rahman"
      />,
    );
    expect(screen.getByTestId('trx-release-note').textContent).toBe(
      'The car is released once payment is confirmed.',
    );
    fireEvent.click(await screen.findByTestId('trx-collection-book'));
    fireEvent.change(screen.getByTestId('trx-pickup-date'), { target: { value: '2030-03-12' } });
    fireEvent.change(screen.getByTestId('trx-pickup-time'), { target: { value: '09:30' } });
    fireEvent.change(screen.getByTestId('trx-contact-phone'), { target: { value: '0812' } });
    fireEvent.click(screen.getByTestId('trx-collection-save'));

    await screen.findByTestId('trx-collection-plan');
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      '/portal/api/v2/dealers/transactions/12/pickup-locations',
    );
    expect(sentBody(fetchMock, 1)).toEqual({
      kind: 'pickup',
      location_id: 3,
      pickup_at: '2030-03-12 02:30:00',
      contact_name: 'Aisyah Rahman',
      contact_phone: '0812',
    });
  });

  it('shows the booked plan in the market’s time and opens it for a change with its values', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        data: { locations: [buildPickupLocation()], plan: buildPickupPlan() },
      }),
    );
    await renderWithProviders(
      <CollectionSection
        transaction={buildTransaction({ status: 'paid' })}
        defaultContactName="Someone"
      />,
    );
    const plan = await screen.findByTestId('trx-collection-plan');
    expect(plan.textContent).toContain('Pickup at Shah Alam yard, 1/6/2030 10:30');
    expect(screen.queryByTestId('trx-release-note')).toBeNull();
    fireEvent.click(screen.getByTestId('trx-collection-change'));
    expect(value('trx-pickup-date')).toBe('2030-01-06');
    expect(value('trx-pickup-time')).toBe('10:30');
    expect(value('trx-contact-name')).toBe('Aisyah Rahman');
  });

  it('asks for every field before sending a delivery', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { data: { locations: [buildPickupLocation()], plan: null } }),
    );
    await renderWithProviders(
      <CollectionSection transaction={buildTransaction()} defaultContactName="Aisyah" />,
    );
    fireEvent.click(await screen.findByTestId('trx-collection-book'));
    fireEvent.click(screen.getByText('Deliver to me'));
    fireEvent.click(screen.getByTestId('trx-collection-save'));
    expect(await screen.findByText('Fill in every field.')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
