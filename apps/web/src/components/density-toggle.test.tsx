import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { DensityToggle } from './density-toggle';

afterEach(() => window.localStorage.clear());

describe('DensityToggle', () => {
  it('is a radio group whose checked radio is the remembered density', async () => {
    window.localStorage.setItem('list_density', 'compact');
    await renderWithProviders(<DensityToggle />);
    const group = screen.getByRole('radiogroup', { name: 'List layout' });
    expect(group.dataset.density).toBe('compact');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Compact rows' }).checked).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Cards' }).checked).toBe(false);
  });

  it('choosing the other layout switches every list to it and remembers it', async () => {
    window.localStorage.setItem('list_density', 'compact');
    await renderWithProviders(<DensityToggle />);
    fireEvent.click(screen.getByText('Cards'));
    expect(screen.getByTestId('density-toggle').dataset.density).toBe('cards');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Cards' }).checked).toBe(true);
    expect(window.localStorage.getItem('list_density')).toBe('cards');
  });
});
