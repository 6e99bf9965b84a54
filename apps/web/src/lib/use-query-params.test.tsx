import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueryParams } from './use-query-params';

function renderAt(url: string, reset?: readonly string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [params, set] = useQueryParams(reset ? { reset } : {});
      return { params, set, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useQueryParams', () => {
  it('sets the names given, removes the empty ones and keeps the rest', () => {
    const { result } = renderAt('/x?market=SG&section=live&date=2026-11-24');
    act(() => result.current.set({ section: 'closing', date: null, market: '' }));
    expect(result.current.search).toBe('?section=closing');
  });

  it('clears the reset names on any other change, but not when they are set themselves', () => {
    const { result } = renderAt('/x?q=car&page=3', ['page']);
    act(() => result.current.set({ page: '4' }));
    expect(result.current.search).toBe('?q=car&page=4');
    act(() => result.current.set({ q: 'van' }));
    expect(result.current.search).toBe('?q=van');
  });
});
