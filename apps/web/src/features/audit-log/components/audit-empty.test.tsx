import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoResizeObserver } from '../../../testing/no-resize-observer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { AuditLogPage } from '../pages/audit-log-page';
import { AuditEmpty } from './audit-empty';

const NO_ENTRIES = {
  data: [],
  meta: { pagination: { total: 0, per_page: 50, current_page: 1, last_page: 1 } },
};

beforeEach(() => {
  setTestRuntimeConfig();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, NO_ENTRIES)),
  );
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

async function openLogAt(search: string) {
  await renderWithProviders(
    <Routes location={`/back-office/audit${search}`}>
      <Route path="/back-office/audit" element={<AuditLogPage />} />
    </Routes>,
  );
  return descriptionOf(await screen.findByTestId('audit-empty'));
}

/** The words under the empty state's picture (whose own title antd words "No data"). */
function descriptionOf(empty: HTMLElement): HTMLElement {
  const description = empty.querySelector<HTMLElement>('.ant-empty-description');
  if (!description) throw new Error('the empty state has no description');
  return description;
}

describe('the audit log with no entries to show', () => {
  it('says the record a link led to has no entries yet, not antd’s bare "No data"', async () => {
    const empty = await openLogAt('?entity_type=auction_session&entity_id=42');
    expect(empty.textContent).toBe('Session #42 has no entries in the log yet.');
    expect(screen.queryByRole('button', { name: 'Clear the search and dates' })).toBeNull();
  });

  it('says which search and dates are in force for that record, and offers to clear them', async () => {
    const empty = await openLogAt(
      '?entity_type=auction_session&entity_id=42&query=flood&from=2030-01-05&to=2030-01-31',
    );
    expect(empty.textContent).toContain('Session #42 has no entries that match.');
    expect(empty.textContent).toContain('Only entries matching “flood” are shown.');
    expect(empty.textContent).toContain('Only entries from 1/5/2030 to 1/31/2030 are shown.');
    expect(screen.getByRole('button', { name: 'Clear the search and dates' })).toBeTruthy();
  });

  it('names an id given without a record type', async () => {
    expect((await openLogAt('?entity_id=77')).textContent).toContain(
      'No record with id 77 has entries in the log yet.',
    );
  });
});

describe('AuditEmpty', () => {
  it('clears the search and dates when asked', async () => {
    const onClear = vi.fn();
    await renderWithProviders(
      <AuditEmpty
        filters={{ query: '', entityType: 'listing', entityId: '', from: '2030-01-05', to: '' }}
        onClear={onClear}
      />,
    );
    const empty = descriptionOf(screen.getByTestId('audit-empty'));
    expect(empty.textContent).toContain('No entries about a record of type Listing match.');
    expect(empty.textContent).toContain('Only entries from 1/5/2030 on are shown.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and dates' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('says the log has no entries at all when nothing narrows it', async () => {
    await renderWithProviders(
      <AuditEmpty
        filters={{ query: '', entityType: '', entityId: '', from: '', to: '' }}
        onClear={() => undefined}
      />,
    );
    expect(descriptionOf(screen.getByTestId('audit-empty')).textContent).toBe(
      'The log has no entries yet.',
    );
  });
});
