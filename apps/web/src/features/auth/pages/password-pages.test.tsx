import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { loadSignedOutTexts } from '../../../i18n/i18n';
import { jsonResponse, sentBody, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { setupStore } from '../../../testing/test-store';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

/** Where the page sent the visitor, with the e-mail it handed over. */
function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-probe">{JSON.stringify(location.state)}</p>;
}

async function renderAt(url: string) {
  await initI18n('en');
  await loadSignedOutTexts();
  render(
    <Provider store={setupStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/forgot-password"
            element={<ForgotPasswordPage loginPath="/login" devOutboxPath="/dev/outbox" />}
          />
          <Route
            path="/reset-password"
            element={<ResetPasswordPage loginPath="/login" forgotPasswordPath="/forgot-password" />}
          />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => screen.getByTestId<T>(id);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setTestRuntimeConfig();
});
afterEach(() => vi.unstubAllGlobals());

describe('asking for a password reset', () => {
  it('names an empty or malformed e-mail and sends nothing', async () => {
    await renderAt('/forgot-password');
    fireEvent.click(byTestId('forgot-submit'));
    expect(screen.getByText('Please enter E-mail')).toBeTruthy();
    fireEvent.change(byTestId('forgot-email'), { target: { value: 'dealer@' } });
    fireEvent.click(byTestId('forgot-submit'));
    expect(screen.getByText('E-mail is not a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail and shows the same neutral confirmation whoever it belongs to', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { message: 'sent if known' } }));
    await renderAt('/forgot-password');
    fireEvent.change(byTestId('forgot-email'), { target: { value: ' dealer.a@demo.test ' } });
    fireEvent.click(byTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toContain(
      'If an account uses dealer.a@demo.test, a link to set a new password is on its way.',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/portal/api/v2/mytukar/portal/account/password/request-reset',
    );
    expect(sentBody(fetchMock)).toEqual({ email: 'dealer.a@demo.test' });
  });

  it('shows a refusal (too many requests) in its own words and keeps the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: 'slow down', code: 'rate_limited' }));
    await renderAt('/forgot-password');
    fireEvent.change(byTestId('forgot-email'), { target: { value: 'dealer.a@demo.test' } });
    fireEvent.click(byTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-error')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(byTestId('forgot-email')).toBeTruthy();
  });
});

describe('setting a new password from the e-mailed link', () => {
  const link = '/reset-password?user=3&token=reset-token-1';
  const fill = (password: string, confirm = password) => {
    fireEvent.change(byTestId('reset-password'), { target: { value: password } });
    fireEvent.change(byTestId('reset-confirm'), { target: { value: confirm } });
    fireEvent.click(byTestId('reset-submit'));
  };

  it('sends the new password with the link’s token, then offers sign-in with the e-mail filled in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { email: 'dealer.a@demo.test' } }));
    await renderAt(link);
    fill('harbour-lights-77');
    expect((await screen.findByTestId('reset-done')).textContent).toBe(
      'Password changed. Sign in with your new password.',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/portal/api/v2/mytukar/portal/account/password/reset/3',
    );
    expect(sentBody(fetchMock)).toEqual({ password: 'harbour-lights-77', token: 'reset-token-1' });
    fireEvent.click(byTestId('reset-sign-in'));
    expect(byTestId('login-probe').textContent).toBe('{"email":"dealer.a@demo.test"}');
  });

  it('names a missing, short or unmatched password and sends nothing', async () => {
    await renderAt(link);
    fill('');
    expect(screen.getByText('Please enter New password')).toBeTruthy();
    fill('short');
    expect(screen.getByText('New password must be at least 10 characters')).toBeTruthy();
    fill('harbour-lights-77', 'harbour-lights-78');
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a used or expired link is no longer valid and offers to ask for a new one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(410, { message: 'The link is not valid', code: 'reset_link_invalid' }),
    );
    await renderAt(link);
    fill('harbour-lights-77');
    expect((await screen.findByTestId('reset-invalid')).textContent).toBe(
      'This reset link is no longer valid. Ask for a new one.',
    );
    expect(byTestId('reset-ask-again').getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByTestId('reset-password')).toBeNull();
  });

  it('says a cut link is not valid without asking the server', async () => {
    await renderAt('/reset-password?user=abc');
    expect(byTestId('reset-invalid').textContent).toBe(
      'This reset link is no longer valid. Ask for a new one.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for another password when the server finds this one too easy to guess', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'password is too common: choose one that others would not guess',
        code: 'validation_failed',
        errors: { password: ['password is too common: choose one that others would not guess'] },
      }),
    );
    await renderAt(link);
    fill('Password2024!');
    expect((await screen.findByTestId('reset-error')).textContent).toBe(
      'Choose another password: this one is too easy to guess.',
    );
    expect(byTestId('reset-password')).toBeTruthy();
  });
});
