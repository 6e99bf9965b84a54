import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('the page broke');
}

describe('a page that throws', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a plain message with a reload, not the router’s developer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('route-error')).textContent).toContain(
      'Something went wrong on this page. Reload it to try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
