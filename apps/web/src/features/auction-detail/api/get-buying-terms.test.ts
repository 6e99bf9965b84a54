import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { buildBuyingTerms, stubFetchWithTerms } from '../testing/buying-terms-factory';
import { forgetBuyingTerms, useBuyingTerms } from './get-buying-terms';

beforeEach(() => {
  setTestRuntimeConfig();
  forgetBuyingTerms();
});
afterEach(() => vi.unstubAllGlobals());

describe('useBuyingTerms', () => {
  it('reads the terms once for every bid form of the session, and has them at once for a later one', async () => {
    const terms = buildBuyingTerms();
    const fetchMock = stubFetchWithTerms(terms);
    const first = renderHook(() => useBuyingTerms());
    const second = renderHook(() => useBuyingTerms());
    await waitFor(() => expect(first.result.current).toEqual(terms));
    expect(second.result.current).toEqual(terms);
    const later = renderHook(() => useBuyingTerms());
    expect(later.result.current).toEqual(terms);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/general/api/v2/dealers/buying-terms');
  });

  it('gives null when the terms cannot be read, and asks again for the next form', async () => {
    const failing = stubFetchWithTerms(null);
    const first = renderHook(() => useBuyingTerms());
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    // Lets the refusal arrive.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(first.result.current).toBeNull();
    const terms = buildBuyingTerms();
    stubFetchWithTerms(terms);
    const next = renderHook(() => useBuyingTerms());
    await waitFor(() => expect(next.result.current).toEqual(terms));
  });
});
