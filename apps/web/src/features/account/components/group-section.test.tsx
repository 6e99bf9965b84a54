import type { GroupDetails } from '@autobid/contract';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { GroupSection } from './group-section';

// Ant Design's forms answer slowly in jsdom when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

const group: GroupDetails = {
  id: 4,
  name: 'AutoBid Trade-In Centre',
  kind: 'seller',
  market: 'MY',
  contact_email: null,
  contact_phone: null,
  address: null,
  can_edit: true,
};
const fetchMock = vi.fn<typeof fetch>();
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  setTestRuntimeConfig();
  fetchMock.mockReset();
  fetchMock.mockImplementation((_url, init) =>
    Promise.resolve(
      jsonResponse(200, {
        data: init?.method === 'PUT' ? { ...group, ...JSON.parse(init.body as string) } : group,
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

async function renderGroup() {
  await renderWithProviders(<GroupSection groupId={group.id} />);
  return screen.findByTestId('group-contact-phone');
}

const phoneError = () =>
  screen
    .getByTestId('group-contact-phone')
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('the seller group’s contact phone', () => {
  it.each(['12', '0000', 'call me'])(
    'refuses “%s” before sending, with an example of the dial code’s country',
    async (typed) => {
      const phone = await renderGroup();
      fireEvent.change(phone, { target: { value: typed } });
      fireEvent.click(screen.getByTestId('group-save'));
      await waitFor(() =>
        expect(phoneError()).toBe(
          'This is not a phone number of the dial code chosen: write only digits, such as +60 123456789.',
        ),
      );
      fireEvent.change(screen.getByTestId('group-contact-phone-dial'), {
        target: { value: '+65' },
      });
      await waitFor(() => expect(phoneError()).toContain('such as +65 91234567.'));
      expect(puts()).toEqual([]);
    },
  );

  it('saves a real number in E.164', async () => {
    const phone = await renderGroup();
    fireEvent.change(phone, { target: { value: '03-2161 2345' } });
    fireEvent.click(screen.getByTestId('group-save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(puts()[0]![1]!.body as string)).toMatchObject({
      contact_phone: '+60321612345',
    });
    expect(phoneError()).toBeNull();
  });

  it('a number the server refuses shows on the field with the market’s example', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(422, {
              code: 'auth/invalid-phone-number',
              message: 'contact_phone is not a valid phone number',
              errors: { contact_phone: ['contact_phone is not a valid phone number'] },
            })
          : jsonResponse(200, { data: group }),
      ),
    );
    const phone = await renderGroup();
    fireEvent.change(phone, { target: { value: '1234 5678' } });
    fireEvent.click(screen.getByTestId('group-save'));
    await waitFor(() =>
      expect(phoneError()).toBe(
        'This is not a phone number of the dial code chosen: write only digits, such as +60 123456789.',
      ),
    );
  });
});
