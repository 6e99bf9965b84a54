import type { OtpChallenge, User } from '@autobid/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../../../config/runtime-config';
import { removeAuthToken } from '../../../lib/auth-token';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { LoginPage } from './login-page';

type Answer = () => Response;
let answers: Array<{ path: RegExp; answer: Answer }>;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const route = answers.find((a) => a.path.test(url));
  return route ? route.answer() : jsonResponse(404, { message: 'none', code: 'not_found' });
});
const on = (path: RegExp, answer: Answer) => answers.push({ path, answer });
const bodiesTo = (path: RegExp) =>
  fetchMock.mock.calls
    .filter(([url]) => path.test(url))
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );

const SEND = /\/auction\/api\/v1\/otp\/send$/;
const VERIFY = /\/auction\/api\/v1\/otp\/verify$/;
const BY_OTP = /\/auction\/api\/v1\/loginByOtp\?include=active_group$/;
const BY_TOKEN = /\/auction\/api\/v1\/loginByToken\?include=active_group$/;

function buildChallenge(overrides: Partial<OtpChallenge> = {}): OtpChallenge {
  const now = Date.now();
  return {
    access_token: 'challenge-1',
    phone: '+60123456701',
    expires_at: new Date(now + 5 * 60_000).toISOString(),
    resend_at: new Date(now + 30_000).toISOString(),
    code_length: 6,
    ...overrides,
  };
}

const user: User = {
  id: 3,
  email: 'dealer.a@demo.test',
  name: 'Aiman Hakim',
  role: 'dealer',
  staff_roles: [],
  country: 'MY',
  locale: { language: 'en' },
  phone: '+60123456701',
  active_group: { id: 8, name: 'Hakim Motors', kind: 'dealer', market: 'MY' },
};
const signedIn = () => jsonResponse(200, { data: { user, access_token: 'session-1' } });

const renderPage = () =>
  renderWithProviders(
    <LoginPage homePath="/" forgotPasswordPath="/forgot-password" devOutboxPath="/dev/outbox" />,
  );
const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => screen.getByTestId<T>(id);

/** Step 1 by phone with a number typed, and the code sent: the page is on step 2. */
async function reachVerification(challenge = buildChallenge()) {
  on(SEND, () => jsonResponse(200, { data: challenge }));
  const view = await renderPage();
  fireEvent.click(byTestId('login-method-phone'));
  fireEvent.change(byTestId('login-phone'), { target: { value: '012-345 6701' } });
  fireEvent.click(byTestId('login-send-code'));
  await screen.findByTestId('login-code');
  return view;
}

describe('the sign-in page by phone', () => {
  beforeEach(() => {
    answers = [];
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    setTestRuntimeConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeAuthToken();
  });

  it('switches between e-mail and phone, with the dial code of the region picked', async () => {
    await renderPage();
    expect(byTestId('login-method-email').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('login-phone')).toBeNull();

    fireEvent.click(byTestId('login-method-phone'));
    expect(byTestId('login-method-phone').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('login-email')).toBeNull();
    expect(byTestId<HTMLSelectElement>('login-dial').value).toBe('+60');
    fireEvent.change(byTestId('login-country'), { target: { value: 'SG' } });
    expect(byTestId<HTMLSelectElement>('login-dial').value).toBe('+65');

    fireEvent.keyDown(byTestId('login-method-phone'), { key: 'ArrowLeft' });
    expect(byTestId('login-email')).toBeTruthy();
  });

  it('names an empty or malformed number in the generic messages and sends nothing', async () => {
    await renderPage();
    fireEvent.click(byTestId('login-method-phone'));
    fireEvent.click(byTestId('login-send-code'));
    expect(screen.getByText('Please enter Mobile number')).toBeTruthy();
    fireEvent.change(byTestId('login-phone'), { target: { value: '12ab' } });
    fireEvent.click(byTestId('login-send-code'));
    expect(screen.getByText('Mobile number is not a valid phone number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the number in E.164, then shows where the code went and the wait for a new one', async () => {
    await reachVerification();
    expect(bodiesTo(SEND)).toEqual([{ phone: '+60123456701' }]);
    expect(byTestId('login-code-sent').textContent).toBe(
      'We sent a 6-digit code by SMS to +60123456701.',
    );
    const resend = byTestId<HTMLButtonElement>('login-resend');
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/^New code in 0:(30|29)$/);
    expect(byTestId('login-code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(byTestId('login-code').getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByTestId('login-dev-outbox')).toBeNull();
  });

  it('verifies the code and signs in by loginByOtp with the verified token', async () => {
    on(VERIFY, () => jsonResponse(200, { data: { access_token: 'verified-2', verified: true } }));
    on(BY_OTP, signedIn);
    const { store } = await reachVerification();
    // A pasted code with its spacing keeps only the digits.
    fireEvent.change(byTestId('login-code'), { target: { value: '482 913' } });
    expect(byTestId<HTMLInputElement>('login-code').value).toBe('482913');
    fireEvent.click(byTestId('login-verify'));
    await waitFor(() => expect(store.getState().currentUser.user?.id).toBe(3));
    expect(bodiesTo(VERIFY)).toEqual([{ access_token: 'challenge-1', code: '482913' }]);
    expect(bodiesTo(BY_OTP)).toEqual([{ access_token: 'verified-2', phone: '+60123456701' }]);
  });

  it('names a missing or short code and sends nothing', async () => {
    await reachVerification();
    fireEvent.click(byTestId('login-verify'));
    expect(screen.getByText('Please enter Verification code')).toBeTruthy();
    fireEvent.change(byTestId('login-code'), { target: { value: '482' } });
    fireEvent.click(byTestId('login-verify'));
    expect(screen.getByText('Verification code must be 6 characters')).toBeTruthy();
    expect(bodiesTo(VERIFY)).toEqual([]);
  });

  it('shows a wrong code in the words of its error code and stays on the step', async () => {
    on(VERIFY, () =>
      jsonResponse(422, {
        message: 'The verification code is not valid',
        code: 'auth/invalid-verification-code',
      }),
    );
    const { store } = await reachVerification();
    fireEvent.change(byTestId('login-code'), { target: { value: '000000' } });
    fireEvent.click(byTestId('login-verify'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'That code is not right. Check the SMS and try again.',
    );
    expect(byTestId('login-code')).toBeTruthy();
    expect(store.getState().currentUser.user).toBeNull();
    expect(bodiesTo(BY_OTP)).toEqual([]);
  });

  it('goes to help from "Didn’t get the SMS?" and signs in with the help code and the step-1 token', async () => {
    on(BY_TOKEN, signedIn);
    const { store } = await reachVerification();
    fireEvent.click(byTestId('login-help-link'));
    expect(screen.getByRole('heading', { name: 'Sign in with a help code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+65 6100 0000' }).getAttribute('href')).toBe(
      'tel:+6561000000',
    );
    fireEvent.change(byTestId('login-help-code'), { target: { value: '731904' } });
    fireEvent.click(byTestId('login-help-submit'));
    await waitFor(() => expect(store.getState().currentUser.user?.id).toBe(3));
    expect(bodiesTo(BY_TOKEN)).toEqual([
      { access_token: 'challenge-1', phone: '+60123456701', phone_code: '731904' },
    ]);
    expect(bodiesTo(SEND)).toHaveLength(1);
  });

  it('asks for the number on help when no code was sent, and sends one before the help code', async () => {
    on(SEND, () => jsonResponse(200, { data: buildChallenge({ access_token: 'challenge-9' }) }));
    on(BY_TOKEN, signedIn);
    const { store } = await renderPage();
    fireEvent.click(byTestId('login-method-phone'));
    fireEvent.click(screen.getByRole('button', { name: 'Have a help code from support?' }));
    fireEvent.click(byTestId('login-help-submit'));
    expect(screen.getByText('Please enter Mobile number')).toBeTruthy();
    expect(screen.getByText('Please enter Help code')).toBeTruthy();
    fireEvent.change(byTestId('login-phone'), { target: { value: '12-345 6701' } });
    fireEvent.change(byTestId('login-help-code'), { target: { value: '731904' } });
    fireEvent.click(byTestId('login-help-submit'));
    await waitFor(() => expect(store.getState().currentUser.user?.id).toBe(3));
    expect(bodiesTo(SEND)).toEqual([{ phone: '+60123456701' }]);
    expect(bodiesTo(BY_TOKEN)).toEqual([
      { access_token: 'challenge-9', phone: '+60123456701', phone_code: '731904' },
    ]);
  });

  it('points to the dev outbox on the code step when no SMS provider is set up', async () => {
    setRuntimeConfig({ ...getRuntimeConfig(), dev_outbox: true });
    await reachVerification();
    const notice = byTestId('login-dev-outbox');
    expect(notice.textContent).toContain('read the code in the dev outbox');
    const link = screen.getByRole('link', { name: 'Open the dev outbox' });
    expect(link.getAttribute('href')).toBe('/dev/outbox');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('goes back to the number with "Change number", keeping what was typed', async () => {
    await reachVerification();
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(byTestId<HTMLInputElement>('login-phone').value).toBe('012-345 6701');
  });
});
