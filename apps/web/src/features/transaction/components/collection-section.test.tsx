import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, sentBody, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import {
  buildPickupLocation,
  buildPickupPlan,
  buildTransaction,
} from '../../../testing/transaction-factory';
import { pickupDateRange } from '../market-time';
import { problemsOf, requestOf } from './collection-form';
import { CollectionSection } from './collection-section';
import { NoResizeObserver } from '../../../testing/no-resize-observer';

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  setTestRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
  // antd's text area measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const value = (testId: string) => screen.getByTestId<HTMLInputElement>(testId).value;

describe('CollectionSection', () => {
  it('books a pickup at the yard, sending the market’s local time as UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-10T00:00:00Z'));
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
    fireEvent.change(screen.getByTestId('trx-contact-phone'), {
      target: { value: '+62812345678' },
    });
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
      contact_phone: '+62812345678',
    });
  });

  it('says a Sunday pickup is refused, marks the date, and sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-10T00:00:00Z'));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { data: { locations: [buildPickupLocation()], plan: null } }),
    );
    await renderWithProviders(
      <CollectionSection transaction={buildTransaction()} defaultContactName="Aisyah" />,
    );
    fireEvent.click(await screen.findByTestId('trx-collection-book'));
    // Sunday 17 March 2030.
    fireEvent.change(screen.getByTestId('trx-pickup-date'), { target: { value: '2030-03-17' } });
    fireEvent.change(screen.getByTestId('trx-pickup-time'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByTestId('trx-contact-phone'), {
      target: { value: '+60123456789' },
    });
    fireEvent.click(screen.getByTestId('trx-collection-save'));

    expect((await screen.findByTestId('trx-collection-missing')).textContent).toBe(
      'The yards are closed on Sundays: choose Monday to Saturday.',
    );
    expect(screen.getByTestId('trx-pickup-date').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
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

  it('names the fields a delivery still needs, marks them, and sends nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { data: { locations: [buildPickupLocation()], plan: null } }),
    );
    await renderWithProviders(
      <CollectionSection transaction={buildTransaction()} defaultContactName="Aisyah" />,
    );
    fireEvent.click(await screen.findByTestId('trx-collection-book'));
    fireEvent.click(screen.getByText('Deliver to me'));
    fireEvent.click(screen.getByTestId('trx-collection-save'));

    expect((await screen.findByTestId('trx-collection-missing')).textContent).toBe(
      'Still to fill in: Delivery address, Contact phone.',
    );
    expect(screen.getByTestId('trx-delivery-address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('trx-contact-phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('trx-contact-name').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('offers the dealer’s own name and phone as the contact of a first booking', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { data: { locations: [buildPickupLocation()], plan: null } }),
    );
    await renderWithProviders(
      <CollectionSection
        transaction={buildTransaction()}
        defaultContactName="Aisyah"
        defaultContactPhone="+60123456701"
      />,
    );
    fireEvent.click(await screen.findByTestId('trx-collection-book'));
    expect(value('trx-contact-name')).toBe('Aisyah');
    expect(value('trx-contact-phone')).toBe('+60123456701');
  });

  it('offers pickup dates from the market’s today to the end of the booking window', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { data: { locations: [buildPickupLocation()], plan: null } }),
    );
    await renderWithProviders(
      <CollectionSection transaction={buildTransaction()} defaultContactName="Aisyah" />,
    );
    fireEvent.click(await screen.findByTestId('trx-collection-book'));

    const date = screen.getByTestId<HTMLInputElement>('trx-pickup-date');
    const range = pickupDateRange(Date.now(), 'MY');
    expect([date.min, date.max]).toEqual([range.min, range.max]);
    fireEvent.click(screen.getByTestId('trx-collection-save'));
    expect((await screen.findByTestId('trx-collection-missing')).textContent).toBe(
      'Still to fill in: Date, Time (local time at the yard), Contact phone.',
    );
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('requestOf', () => {
  const filled = {
    kind: 'pickup' as const,
    locationId: 3,
    date: '2030-03-12',
    time: '09:30',
    address: '',
    contactName: 'Aisyah',
    contactPhone: '0812',
  };

  it('a date and time that are no real moment mark both, and a missing yard is named', () => {
    expect(requestOf({ ...filled, date: '2030-02-30' }, 'MY')).toEqual({
      request: null,
      missing: ['date', 'time'],
    });
    expect(requestOf({ ...filled, locationId: null, time: '' }, 'MY')).toEqual({
      request: null,
      missing: ['yard', 'time'],
    });
  });

  it('a contact of spaces is missing; a full pickup becomes its request', () => {
    expect(requestOf({ ...filled, contactName: '   ' }, 'MY').missing).toEqual(['name']);
    expect(requestOf(filled, 'MY')).toEqual({
      request: {
        kind: 'pickup',
        location_id: 3,
        pickup_at: '2030-03-12 01:30:00',
        contact_name: 'Aisyah',
        contact_phone: '0812',
      },
      missing: [],
    });
  });
});

describe('problemsOf', () => {
  const yard = buildPickupLocation({ id: 3, opens_at: '09:00', closes_at: '18:00' });
  // Wednesday 10 March 2032, 12:00 in Kuala Lumpur.
  const now = Date.parse('2032-03-10T04:00:00Z');
  const pickup = (pickupAt: string, phone = '+60123456789') =>
    problemsOf(
      {
        kind: 'pickup',
        location_id: 3,
        pickup_at: pickupAt,
        contact_name: 'Aisyah',
        contact_phone: phone,
      },
      { locations: [yard], market: 'MY', now },
    );

  it('finds what the server would refuse: a Sunday, a time the yard is shut, too soon, too far, a phone without its country code', () => {
    // Sunday 14 March, 10:00 local.
    expect(pickup('2032-03-14 02:00:00')).toEqual([{ field: 'date', text: { key: 'sunday' } }]);
    // Thursday 11 March, 19:00 local: the yard closes at 18:00.
    expect(pickup('2032-03-11 11:00:00')).toEqual([
      { field: 'time', text: { key: 'closed', opens: '09:00', closes: '18:00' } },
    ]);
    expect(pickup('2032-03-10 04:30:00')).toEqual([{ field: 'time', text: { key: 'tooSoon' } }]);
    // Tuesday 9 March, 10:00 local: the day is gone, so it is the date that is wrong.
    expect(pickup('2032-03-09 02:00:00')).toEqual([{ field: 'date', text: { key: 'pastDate' } }]);
    expect(pickup('2032-07-01 02:00:00')).toEqual([
      { field: 'date', text: { key: 'tooFar', days: 90 } },
    ]);
    expect(pickup('2032-03-11 02:00:00', '0123456789')).toEqual([
      { field: 'phone', text: { key: 'phone', example: '+60123456789' } },
    ]);
  });

  it('gives a phone of the market’s own as the example, whatever the language', () => {
    const sg = problemsOf(
      {
        kind: 'delivery',
        delivery_address: '10 Ubi Crescent',
        contact_name: 'Wei Ling',
        contact_phone: '91234567',
      },
      { locations: [], market: 'SG', now },
    );
    expect(sg).toEqual([{ field: 'phone', text: { key: 'phone', example: '+6591234567' } }]);
  });

  it('a pickup on a weekday in opening hours with a full phone, spaced as people type it, has none', () => {
    expect(pickup('2032-03-11 02:00:00', '+60 12-345 6789')).toEqual([]);
  });
});
