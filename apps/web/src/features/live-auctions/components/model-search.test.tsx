import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { ModelSearch } from './model-search';

const MODELS = [
  { id: 11, name: 'Civic', make_id: 3, make: { id: 3, name: 'Honda' } },
  { id: 12, name: 'City', make_id: 3, make: { id: 3, name: 'Honda' } },
];

function answerModels(models: unknown[]) {
  const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { data: models })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function typeInSearch(text: string) {
  const input = screen.getByRole('combobox');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

beforeEach(setTestRuntimeConfig);
afterEach(() => vi.unstubAllGlobals());

describe('ModelSearch', () => {
  it('typing two letters asks for matching models once typing pauses and lists them as options', async () => {
    const fetchMock = answerModels(MODELS);
    await renderWithProviders(<ModelSearch onPick={vi.fn()} />);
    const input = await typeInSearch('hon');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Honda Civic', 'Honda City']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('query=hon');
  });

  it('arrow down then Enter picks the highlighted model and empties the search', async () => {
    answerModels(MODELS);
    const onPick = vi.fn();
    await renderWithProviders(<ModelSearch onPick={onPick} />);
    const input = await typeInSearch('hon');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1]!;
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith({ make: 3, model: 12 }, 'Honda City');
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on an option picks it', async () => {
    answerModels(MODELS);
    const onPick = vi.fn();
    await renderWithProviders(<ModelSearch onPick={onPick} />);
    await typeInSearch('civ');
    fireEvent.click(await screen.findByText('Honda Civic'));
    expect(onPick).toHaveBeenCalledWith({ make: 3, model: 11 }, 'Honda Civic');
  });

  it('Escape closes the options and keeps the typed text', async () => {
    answerModels(MODELS);
    await renderWithProviders(<ModelSearch onPick={vi.fn()} />);
    const input = await typeInSearch('hon');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect((input as HTMLInputElement).value).toBe('hon');
  });

  it('says nothing was found when no model matches', async () => {
    answerModels([]);
    await renderWithProviders(<ModelSearch onPick={vi.fn()} />);
    await typeInSearch('zzz');
    await waitFor(() => expect(screen.getByText('No make or model found')).toBeTruthy());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
