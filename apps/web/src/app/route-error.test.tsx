import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('the page broke');
}

describe('a page that throws', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a plain message with a reload instead of a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary pathname="/auctions/live">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('route-error').textContent).toContain(
      'Something went wrong on this page. Reload it to try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('draws the next page once the person leaves the broken one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RouteErrorBoundary pathname="/auctions/live">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('route-error')).toBeTruthy();
    act(() => {
      view.rerender(
        <RouteErrorBoundary pathname="/follow-list">
          <p>the follow list</p>
        </RouteErrorBoundary>,
      );
    });
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(screen.getByText('the follow list')).toBeTruthy();
  });
});
