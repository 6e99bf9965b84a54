import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast } from '../lib/toasts';
import { ToastHost } from './toast-host';

afterEach(() => {
  vi.useRealTimers();
  for (const key of ['pin', 'follow']) dismissToast(key);
});

describe('the toast host', () => {
  it('shows each toast as a status message in its tone, one per key', () => {
    render(<ToastHost />);
    act(() => {
      showToast({ key: 'pin', tone: 'success', content: 'Pinned' });
      showToast({ key: 'follow', tone: 'error', content: 'Could not follow' });
      showToast({ key: 'pin', tone: 'success', content: 'Unpinned' });
    });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((toast) => toast.textContent)).toEqual(['Could not follow', 'Unpinned']);
    expect(toasts.every((toast) => toast.getAttribute('role') === 'status')).toBe(true);
    expect(toasts[0]?.className).toContain('toast--error');
  });

  it('lets a toast go after its duration', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => showToast({ key: 'pin', tone: 'success', content: 'Pinned', duration: 1.5 }));
    expect(screen.getByTestId('toast').textContent).toBe('Pinned');
    act(() => void vi.advanceTimersByTime(1600));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
