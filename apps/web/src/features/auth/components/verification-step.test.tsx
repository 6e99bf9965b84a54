import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { VerificationStep } from './verification-step';

const START = Date.parse('2026-03-02T08:00:00Z');

function renderStep(onResend = vi.fn()) {
  return renderWithProviders(
    <VerificationStep
      challenge={{
        access_token: 'challenge-1',
        phone: '+6591234567',
        expires_at: new Date(START + 300_000).toISOString(),
        resend_at: new Date(START + 65_000).toISOString(),
        code_length: 6,
      }}
      busy={false}
      failure={null}
      isResent={false}
      devOutboxPath={null}
      onVerify={() => {}}
      onResend={onResend}
      onChangeNumber={() => {}}
      onHelp={() => {}}
    />,
  ).then((view) => ({ ...view, onResend }));
}

const resend = () => screen.getByTestId<HTMLButtonElement>('login-resend');

describe('the code step’s resend countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to resend_at and only then lets a new code be asked for', async () => {
    const { onResend } = await renderStep();
    expect(resend().textContent).toBe('New code in 1:05');
    expect(resend().disabled).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(6_000);
    });
    expect(resend().textContent).toBe('New code in 0:59');
    fireEvent.click(resend());
    expect(onResend).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(resend().textContent).toBe('Send a new code');
    expect(resend().disabled).toBe(false);
    fireEvent.click(resend());
    expect(onResend).toHaveBeenCalledOnce();
  });
});
