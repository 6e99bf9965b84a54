import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import type { ListFilters } from '../list-filters';
import { LiveFilters } from './live-filters';

const jsdomMatchMedia = window.matchMedia.bind(window);

/** Makes `useIsWide` see a desk's window (jsdom's own matchMedia says "not wide"). */
function useDeskWindow() {
  window.matchMedia = (query: string) => ({
    ...jsdomMatchMedia(query),
    matches: true,
    media: query,
  });
}

const FACETS = [
  {
    id: 3,
    name: 'Honda',
    count: 5,
    models: [
      { id: 11, name: 'Civic', count: 3 },
      { id: 12, name: 'City', count: 2 },
    ],
  },
  { id: 4, name: 'Toyota', count: 2, models: [{ id: 21, name: 'Vios', count: 2 }] },
];

/** Answers the make/model facets and an empty list of seller groups. */
function answerFacets() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        jsonResponse(200, {
          data: String(url).includes('filter-make-model')
            ? FACETS
            : String(url).includes('search/models')
              ? [{ id: 31, name: 'Jazz', make_id: 3, make: { id: 3, name: 'Honda' } }]
              : [],
        }),
      ),
    ),
  );
}

/** The filters as the page holds them: a change is applied straight away. */
function FiltersInState() {
  const [filters, setFilters] = useState<ListFilters>({});
  return <LiveFilters filters={filters} onChange={setFilters} />;
}

async function renderFilters(filters: ListFilters) {
  const onChange = vi.fn();
  await renderWithProviders(<LiveFilters filters={filters} onChange={onChange} />);
  await screen.findByRole('option', { name: 'Honda (5)' });
  return onChange;
}

beforeEach(() => {
  setTestRuntimeConfig();
  useDeskWindow();
  answerFacets();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = jsdomMatchMedia;
});

describe('the make and model selects', () => {
  it('list the live makes with their counts and keep the model select off until a make is picked', async () => {
    await renderFilters({});
    const make = screen.getByTestId<HTMLSelectElement>('filter-make');
    expect([...make.options].map((option) => option.text)).toEqual([
      'Make',
      'Honda (5)',
      'Toyota (2)',
    ]);
    expect(screen.getByTestId<HTMLSelectElement>('filter-model').disabled).toBe(true);
  });

  it('picking a make filters by it alone, dropping a model of another make', async () => {
    const onChange = await renderFilters({ make: 4, model: 21, channel: 'online' });
    fireEvent.change(screen.getByTestId('filter-make'), { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith({ channel: 'online', make: 3 });
  });

  it('with a make picked, offers that make’s models with counts and filters by the one picked', async () => {
    const onChange = await renderFilters({ make: 3 });
    const model = screen.getByTestId<HTMLSelectElement>('filter-model');
    expect(model.disabled).toBe(false);
    expect([...model.options].map((option) => option.text)).toEqual([
      'Model',
      'Civic (3)',
      'City (2)',
    ]);
    fireEvent.change(model, { target: { value: '12' } });
    expect(onChange).toHaveBeenCalledWith({ make: 3, model: 12 });
  });

  it('choosing the empty make again clears both make and model', async () => {
    const onChange = await renderFilters({ make: 3, model: 11 });
    expect(screen.getByTestId<HTMLSelectElement>('filter-model').value).toBe('11');
    fireEvent.change(screen.getByTestId('filter-make'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith({});
  });
});

describe('a model picked in the search', () => {
  it('is named in the model select even when no live car of it gives it a count', async () => {
    await renderWithProviders(<FiltersInState />);
    const input = screen.getByTestId('model-search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'jazz' } });
    fireEvent.click(await screen.findByText('Honda Jazz'));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLSelectElement>('filter-model').value).toBe('31'),
    );
    expect(screen.getByTestId<HTMLSelectElement>('filter-model').selectedOptions[0]?.text).toBe(
      'Honda Jazz',
    );
  });
});

describe('the filters on a phone', () => {
  it('sit in a sheet opened from a button that counts the filters in use', async () => {
    window.matchMedia = jsdomMatchMedia;
    const onChange = vi.fn();
    await renderWithProviders(
      <LiveFilters filters={{ make: 3, channel: 'offline' }} onChange={onChange} />,
    );
    expect(screen.queryByTestId('filter-order')).toBeNull();
    expect(screen.getByTestId('filters-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('filters-open'));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByTestId('filter-order')).toBeTruthy();
    fireEvent.click(screen.getByTestId('filters-clear'));
    expect(onChange).toHaveBeenCalledWith({});
    fireEvent.click(screen.getByTestId('filters-done'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
