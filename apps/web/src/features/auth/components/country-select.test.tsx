import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginPage } from '../pages/login-page';

// antd's dropdown measures itself; jsdom has no layout, so nothing is ever resized.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function openRegions() {
  const select = screen.getByTestId('login-country');
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option')];
}

describe('sign-in region', () => {
  it('offers exactly Singapore, Malaysia and Indonesia, with Malaysia chosen by default', async () => {
    await renderWithProviders(<LoginPage homePath="/" />);
    expect(screen.getByTestId('login-country').textContent).toContain('Malaysia');
    const options = await openRegions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Singapore',
      'Malaysia',
      'Indonesia',
    ]);
  });

  it('stores the region picked as the selected country', async () => {
    const { store } = await renderWithProviders(<LoginPage homePath="/" />);
    await openRegions();
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Singapore"]')!);
    expect(store.getState().currentUser.selectedCountry).toBe('SG');
  });
});
