import type { AuditEntry } from '@autobid/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { AuditLogPage } from './audit-log-page';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2030-01-02T03:00:00.000Z',
  actor: { id: 8, name: 'Ravi Operations', email: 'operations@demo.test' },
  actor_role: 'operations',
  action: 'listing.schedule',
  entity_type: 'listing',
  entity_id: '11',
  before: { status: 'approved' },
  after: { status: 'scheduled', session_id: 3, auction_id: 95 },
  reason: null,
  ...over,
});

const ENTRIES = [
  entry({}),
  entry({
    id: 2,
    action: 'session.create',
    entity_type: 'auction_session',
    entity_id: '3',
    before: null,
    after: { name: 'Klang Valley trade sale' },
  }),
  entry({ id: 3, action: 'market.settings', entity_type: 'market', entity_id: 'MY', after: {} }),
];

describe('the audit log’s links to a record’s entries', () => {
  const fetchMock = vi.fn(async (_url: string) =>
    jsonResponse(200, {
      data: ENTRIES,
      meta: { pagination: { total: ENTRIES.length, per_page: 50, current_page: 1, last_page: 1 } },
    }),
  );
  const lastQuery = () =>
    new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
  beforeEach(() => {
    setTestRuntimeConfig();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows one record’s entries when its name is followed, with its id in the id box', async () => {
    await renderWithProviders(<AuditLogPage />);
    const record = await screen.findByTestId('audit-record-2');
    expect(record.textContent).toBe('Session #3');
    expect(record.getAttribute('href')).toBe('/?entity_type=auction_session&entity_id=3');
    fireEvent.click(record);
    await waitFor(() => expect(lastQuery().get('entity_id')).toBe('3'));
    expect(lastQuery().get('entity_type')).toBe('auction_session');
    expect(screen.getByLabelText<HTMLInputElement>('Record id').value).toBe('3');
  });

  it('links each id a change names to that record’s entries, and a market by its code', async () => {
    await renderWithProviders(<AuditLogPage />);
    const row = within(await screen.findByTestId('audit-row-1'));
    const session = row.getByRole('link', { name: 'Session #3: This record’s changes' });
    expect(session.textContent).toBe('3');
    expect(session.getAttribute('href')).toBe('/?entity_type=auction_session&entity_id=3');
    expect(
      row.getByRole('link', { name: 'Auction #95: This record’s changes' }).getAttribute('href'),
    ).toBe('/?entity_type=auction&entity_id=95');
    expect(screen.getByTestId('audit-record-3').getAttribute('href')).toBe(
      '/?entity_type=market&entity_id=MY',
    );
  });

  it('keeps what is typed in the search box when the id box is sent, and the id when a search is', async () => {
    await renderWithProviders(<AuditLogPage />);
    await screen.findByTestId('audit-record-2');
    const search = screen.getByLabelText<HTMLInputElement>('Search reason, action or person');
    const id = screen.getByLabelText<HTMLInputElement>('Record id');
    fireEvent.change(search, { target: { value: 'flood' } });
    fireEvent.change(id, { target: { value: '17' } });
    fireEvent.keyDown(id, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery().get('entity_id')).toBe('17'));
    expect(search.value).toBe('flood');
    fireEvent.change(id, { target: { value: '18' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery().get('query')).toBe('flood'));
    expect(lastQuery().get('entity_id')).toBe('17');
    expect(id.value).toBe('18');
  });

  it('offers to open only the records the page is given a path for', async () => {
    await renderWithProviders(
      <AuditLogPage
        recordPath={(type, id) => (type === 'auction_session' ? `/sessions/${id}` : null)}
      />,
    );
    const open = await screen.findByTestId('audit-open-2');
    expect(open.getAttribute('href')).toBe('/sessions/3');
    expect(open.getAttribute('aria-label')).toBe('Open: Session #3');
    expect(screen.queryByTestId('audit-open-1')).toBeNull();
    expect(screen.queryByTestId('audit-open-3')).toBeNull();
  });
});
